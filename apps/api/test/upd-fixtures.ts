/** A shipped order's УПД built in memory, for the document renderers' tests. */
import { updAmounts } from '@polotno/domain';
import { loadConfig } from '../src/config.ts';
import type { UpdDocument } from '../src/modules/orders/orders.module.ts';
import { buyerRecord } from './requisites-fixtures.ts';

/** The demo seller (an ООО) of the default configuration. */
export const seller = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) }).seller;

/** `lines` lines of three rolls each, from lots named after the line. */
export function updOf(lines: number, overrides: Partial<UpdDocument> = {}): UpdDocument {
  const items = Array.from({ length: lines }, (_, index) => ({
    code: `KG-${index + 1}`,
    name: `Кулирная гладь 30/1 № ${index + 1}, цвет белый`,
    rolls: [0, 1, 2].map((roll) => ({
      number: String(1000 + index * 3 + roll).padStart(6, '0'),
      lot: `П-${index + 1}${roll === 2 ? 'Б' : 'А'}`,
      grams: 21_000 + index * 7 + roll * 311,
    })),
  }));
  const amounts = updAmounts(
    items.map((item, index) => ({
      grams: item.rolls.reduce((sum, roll) => sum + roll.grams, 0),
      pricePerKgKopecks: 75_050 + index,
    })),
    22,
  );
  return {
    number: 17,
    date: '2026-03-05',
    shippedAt: new Date('2026-03-05T07:30:00Z'),
    orderId: 42,
    invoice: { number: '42', date: '2026-03-02', totalKopecks: amounts.withVatKopecks },
    seller,
    buyer: buyerRecord('llc'),
    payments: [{ number: '381', date: '2026-03-03', kopecks: amounts.withVatKopecks }],
    lines: items,
    amounts,
    vatPercent: 22,
    fileUuid: '3f0c4a52-5d7e-4a57-9a55-6e0b8d3f7c21',
    ...overrides,
  };
}
