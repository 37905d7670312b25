/**
 * Repeating an order: its lines go back into the cart of who repeats it at today's prices and stock, as far as the
 * products, their colours and the stock still allow; what cannot be had is reported line by line.
 */
import type { Db } from '@polotno/db';
import type { Lang, UnavailableLine } from '@polotno/domain';
import { columnIn } from '../../lib/localized.ts';
import type { CartService } from '../cart/cart.module.ts';
import * as repository from './orders.repository.ts';

export interface ReorderDeps {
  db: Db;
  cart: Pick<CartService, 'findSellableProducts' | 'listItems' | 'addRolls' | 'getCart'>;
}

/** Puts `row`'s lines into `userId`'s cart; the cart as it now is, and the lines that could not be had. */
export function createReorder({ db, cart }: ReorderDeps) {
  return async function reorder(row: repository.OrderRow, userId: string, lang: Lang) {
    const lines = (await repository.findOrderLines(db, [row.id])).get(row.id) ?? [];
    const products = await cart.findSellableProducts(
      db,
      lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
    );
    const cartNow = await cart.listItems(db, userId);
    const unavailable: UnavailableLine[] = [];
    for (const line of lines) {
      const name = columnIn(line, 'name', lang);
      const color = columnIn(line, 'color', lang);
      const report = (reason: 'gone' | 'hidden' | 'color_gone' | 'short', available: number) =>
        unavailable.push({ productId: line.productId, name, color, requested: line.rolls, available, reason });
      const product = line.productId === null ? undefined : products.get(line.productId);
      if (!product) {
        report('gone', 0);
        continue;
      }
      if (!product.show) {
        report('hidden', 0);
        continue;
      }
      const productColor =
        line.colorId === null ? null : product.colors.find((candidate) => candidate.id === line.colorId);
      if (productColor === undefined || (productColor === null && product.colors.length > 0)) {
        report('color_gone', 0);
        continue;
      }
      const inCart = cartNow.find((item) => item.productId === product.id && item.colorId === line.colorId)?.count ?? 0;
      const room = Math.max(0, (productColor?.available ?? product.count) - inCart);
      const rolls = Math.min(line.rolls, room);
      if (rolls < line.rolls) report('short', room);
      if (rolls > 0) await cart.addRolls(userId, product, productColor, rolls);
    }
    return { cart: await cart.getCart(userId, lang), unavailable };
  };
}
