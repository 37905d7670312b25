/**
 * The order desk's rolls: the available rolls each roll line could take instead, the manager's swap of one
 * reserved roll for another of the same product and colour (`POST /api/order/{id}/roll-swaps`), and the
 * order's swaps made so far.
 */
import {
  RollSwapSchema,
  type Lang,
  type Order,
  type OrderRollSwap,
  type OrderRollSwaps,
  type Roll,
} from '@polotno/domain';
import type { AppLoadContext } from 'react-router';
import { apiMessage, issueMessage } from '../../components/form/form-result.server';
import { apiRequest } from '../../lib/api.server';
import { adminRollsText } from './admin-rolls.i18n';

/** An available roll a line could take: id, number, lot and weight. */
export interface SwapCandidate {
  id: number;
  number: string;
  lot: string;
  weightKg: number;
}

/** Per roll line (by line id), the available rolls of its product and colour; only while swaps are allowed. */
export async function findSwapCandidates(
  context: AppLoadContext,
  request: Request,
  order: Order,
): Promise<Record<number, SwapCandidate[]>> {
  if (order.status !== 'new' && order.status !== 'confirmed') return {};
  const lines = order.lines.filter((line) => line.rolls.length > 0 && line.productId !== null);
  const lists = await Promise.all(
    lines.map((line) => {
      const query = new URLSearchParams({ productId: String(line.productId), status: 'available', limit: '500' });
      if (line.colorId !== null) query.set('colorId', String(line.colorId));
      return apiRequest<{ items: Roll[]; total: number }>(context, request, `/api/rolls?${query}`);
    }),
  );
  return Object.fromEntries(
    lines.map((line, index) => [
      line.id,
      (lists[index]?.items ?? [])
        // Without a colour filter a colourless line would see every colour's rolls; keep its own.
        .filter((roll) => roll.colorId === line.colorId)
        .map(({ id, number, lot, weightKg }) => ({ id, number, lot, weightKg })),
    ]),
  );
}

/** The order's roll swaps, oldest first (`GET /api/order/{id}/roll-swaps`); none for an order without rolls. */
export async function findSwaps(context: AppLoadContext, request: Request, order: Order): Promise<OrderRollSwap[]> {
  if (!order.lines.some((line) => line.rolls.length > 0)) return [];
  const answer = await apiRequest<OrderRollSwaps>(context, request, `/api/order/${order.id}/roll-swaps`);
  return answer.items;
}

/** Swaps the form's `from` roll for its `to` roll with the reason written; answers the desk's messages. */
export async function swapRoll(
  context: AppLoadContext,
  request: Request,
  orderId: number,
  form: FormData,
  lang: Lang,
): Promise<{ error: string | null; notice: string | null }> {
  const t = adminRollsText(lang);
  const id = (name: string) => {
    const value = String(form.get(name) ?? '');
    return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  };
  const body = RollSwapSchema.safeParse({ from: id('from'), to: id('to'), reason: String(form.get('reason') ?? '') });
  if (!body.success) return { error: issueMessage(body.error, lang), notice: null };
  try {
    await apiRequest<Order>(context, request, `/api/order/${orderId}/roll-swaps`, { method: 'POST', body: body.data });
    // Roll numbers for the notice: the manager reads labels, not ids.
    const [from, to] = await Promise.all(
      [body.data.from, body.data.to].map((rollId) => apiRequest<Roll>(context, request, `/api/rolls/${rollId}`)),
    );
    return { error: null, notice: t.swapped(from?.number ?? '', to?.number ?? '') };
  } catch (error) {
    return { error: apiMessage(error, lang), notice: null };
  }
}
