/** Rolls for tests, received through the real API (`POST /api/rolls/lots`) as a manager would. */
import { expect } from 'vitest';
import type { TestUser } from './auth.ts';
import type { TestApp } from './helper.ts';

export interface ReceivedRoll {
  id: number;
  number: string;
  lot: string;
  weightKg: number;
  status: string;
}

/** Receives one lot of `weights` (kg) for a product's colour; resolves with its rolls in number order. */
export async function receiveLot(
  t: TestApp,
  admin: TestUser,
  lot: { productId: number; colorId: number | null; lot: string; weights: readonly number[] | string },
): Promise<ReceivedRoll[]> {
  const weights = typeof lot.weights === 'string' ? lot.weights : lot.weights.join('\n');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/rolls/lots',
    headers: admin.headers,
    payload: { productId: lot.productId, colorId: lot.colorId, lot: lot.lot, weights },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().rolls;
}

/** Every roll of a product, as the back office lists them. */
export async function rollsOf(t: TestApp, admin: TestUser, productId: number): Promise<ReceivedRoll[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rolls?productId=${productId}&limit=500`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}
