/**
 * Placing an order from explicit lines or the caller's cart, for the company they act for (never by an
 * accountant). One transaction: claim the idempotency key, take stock per product in id order with a
 * conditional update, snapshot the requisites, hold it for an owner when it is above a buyer's limit, write the
 * order with its rolls, empty the cart. Any short line aborts it all with STOCK_SHORT listing every short line.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@polotno/db';
import {
  AppError,
  estimateBand,
  rollBandOf,
  sumBands,
  toRequisitesRecord,
  type AuthUser,
  type Lang,
  type Order,
  type OrderCreate,
  type RequisitesRecord,
} from '@polotno/domain';
import { columnIn } from '../../lib/localized.ts';
import type { ColorInput, SellableColor, SellableProduct } from '../cart/cart.module.ts';
import { ownerOf, requireCompanyAction } from '../companies/companies.module.ts';
import type { createOrderAnswers } from './orders.answer.ts';
import type { createOrderApproval } from './orders.approval.ts';
import * as repository from './orders.repository.ts';
import type { OrdersDeps } from './orders.service.ts';

/** Requisites of a buyer who saved none: a private person named as the account. */
async function privatePerson(tx: Db, userId: string): Promise<RequisitesRecord> {
  const contact = await repository.findContact(tx, userId);
  return toRequisitesRecord({ type: 'private_person', name: contact?.name ?? '' });
}

export function createOrderPlacing(
  deps: OrdersDeps,
  parts: { answers: ReturnType<typeof createOrderAnswers>; approval: ReturnType<typeof createOrderApproval> },
) {
  const { db, config, catalog, notify, rolls, cart, requisites } = deps;
  const { answers, approval } = parts;

  /**
   * Places an order from explicit lines or the caller's cart. One transaction: claim the idempotency key,
   * take stock per product in id order with a conditional update, write the order, empty the cart.
   * Any short line aborts it all with STOCK_SHORT listing every short line.
   */
  return async function placeOrder(
    user: AuthUser,
    input: OrderCreate,
    idempotencyKey: string | undefined,
    lang: Lang,
  ): Promise<{ order: Order; created: boolean }> {
    // An accountant of the acting company places nothing (COMPANY_PERMISSIONS).
    requireCompanyAction(user, 'orders.place');
    const owner = ownerOf(user);
    const requestHash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    const now = config.now();
    const outcome = await db.transaction(async (tx) => {
      if (idempotencyKey) {
        const claimed = await repository.claimIdempotencyKey(tx, user.id, idempotencyKey, requestHash, now);
        if (!claimed) {
          const used = await repository.findIdempotencyKey(tx, user.id, idempotencyKey);
          if (!used || used.requestHash !== requestHash || used.orderId === null) {
            throw new AppError('IDEMPOTENCY_KEY_REUSED');
          }
          return { orderId: used.orderId, created: false, pending: false };
        }
      }
      const cartItems = input.lines ? [] : await cart.listItems(tx, user.id);
      const wanted: {
        productId: number;
        color: ColorInput;
        count: number;
        sameLot?: boolean | undefined;
        lot?: string | undefined;
      }[] = input.lines
        ? input.lines
        : cartItems.map((item) => ({
            productId: item.productId,
            color: item.colorId,
            count: item.count,
            sameLot: item.sameLot,
          }));
      if (wanted.length === 0) throw new AppError('CART_EMPTY');

      const products = await cart.findSellableProducts(tx, [...new Set(wanted.map((line) => line.productId))]);
      // Same product and colour asked twice become one line.
      const lines = new Map<
        string,
        {
          product: SellableProduct;
          color: SellableColor | null;
          rolls: number;
          sameLot: boolean | undefined;
          lot: string | undefined;
        }
      >();
      for (const line of wanted) {
        const product = cart.sellable(products, line.productId);
        const color = cart.resolveColor(product, line.color);
        const key = `${product.id}:${color?.id ?? 0}`;
        const merged = lines.get(key);
        if (merged) merged.rolls += line.count;
        else lines.set(key, { product, color, rolls: line.count, sameLot: line.sameLot, lot: line.lot });
      }
      const perProduct = new Map<number, number>();
      for (const line of lines.values())
        perProduct.set(line.product.id, (perProduct.get(line.product.id) ?? 0) + line.rolls);

      const short: { productId: number; name: string; requested: number }[] = [];
      for (const [productId, rolls] of [...perProduct].sort(([a], [b]) => a - b)) {
        if (!(await repository.takeStock(tx, productId, rolls))) {
          const product = products.get(productId);
          short.push({
            productId,
            name: product ? columnIn(product, 'name', lang) : '',
            requested: rolls,
          });
        }
      }
      if (short.length > 0) {
        const stock = await repository.stockOf(
          tx,
          short.map((line) => line.productId),
        );
        throw new AppError('STOCK_SHORT', {
          details: { lines: short.map((line) => ({ ...line, available: stock.get(line.productId) ?? 0 })) },
        });
      }

      // A company's order carries the company's requisites, whatever the request says.
      const buyer =
        input.requisites && owner.companyId === null
          ? toRequisitesRecord(input.requisites)
          : ((await requisites.findRequisites(tx, owner)) ?? (await privatePerson(tx, user.id)));
      const estimate = sumBands(
        [...lines.values()].map((line) =>
          estimateBand(line.rolls, line.product.priceKopecks, rollBandOf(line.product)),
        ),
      ).maxKopecks;
      const pending = await approval.needsApproval(tx, user, estimate, now);
      const order = await repository.insertOrder(
        tx,
        {
          userId: user.id,
          companyId: owner.companyId,
          approval: pending ? 'pending' : null,
          status: 'new',
          requisites: buyer,
          deliveryMethod: input.deliveryMethod,
          paymentMethod: input.paymentMethod,
          comment: input.comment,
          vatPercent: config.vatPercent,
          createdAt: now,
          updatedAt: now,
        },
        [...lines.values()].map((line, position) => ({
          position,
          productId: line.product.id,
          colorId: line.color?.id ?? null,
          nameRu: line.product.nameRu,
          nameUz: line.product.nameUz,
          art: line.product.art,
          colorRu: line.color?.nameRu ?? null,
          colorUz: line.color?.nameUz ?? null,
          unit: line.product.unit,
          rolls: line.rolls,
          priceKopecks: line.product.priceKopecks,
          rollMinGrams: rollBandOf(line.product).minGrams,
          rollMaxGrams: rollBandOf(line.product).maxGrams,
        })),
      );
      // Lines of products that track rolls take specific rolls, by lot (STOCK_SHORT for a short colour).
      const placed = (await repository.findOrderLines(tx, [order.id])).get(order.id) ?? [];
      await rolls.reserveLines(tx, order.id, placed, [...lines.values()], { by: user.id, lang, now });
      if (idempotencyKey) await repository.setIdempotencyOrder(tx, user.id, idempotencyKey, order.id);
      if (!input.lines)
        await cart.removeItems(
          tx,
          user.id,
          cartItems.map((item) => item.id),
        );
      return { orderId: order.id, created: true, pending };
    });

    const row = await repository.findOrder(db, outcome.orderId);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    const order = await answers.toOrder(row, lang, user);
    if (outcome.created) {
      // Only the ordered products' stock changed: other products' cached answers stay.
      catalog.changed(order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])));
      const contact = await repository.findContact(db, user.id);
      await notify.orderPlaced(order, contact);
      if (outcome.pending && order.companyId) await approval.askOwners(order, order.companyId, contact);
      deps.events.emit('order.placed', { orderId: order.id, userId: user.id });
    }
    return { order, created: outcome.created };
  };
}
