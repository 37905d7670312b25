/**
 * Rules of favourites, cart, requisites and orders. Authorisation of order ids lives here (the caller is
 * passed in); user-id paths are guarded in the routes with `requireOwnerOrAdmin`. Every stock change runs
 * inside one transaction with the rows that justify it, and rolls come back only through a status-guarded
 * update, so a cancelled, expired or deleted order returns its rolls exactly once.
 */
import { createHash } from 'node:crypto';
import type { Db } from '@polotno/db';
import {
  AppError,
  canTransition,
  estimateBand,
  INVOICED_STATUSES,
  invoiceReserveUntil,
  invoiceTotals,
  ORDER_STATUS_LABELS,
  RELEASED_STATUSES,
  RESERVING_STATUSES,
  isWeightInBand,
  lineWeightBand,
  requireWeightsInBand,
  rollBandOf,
  sumBands,
  toKg,
  toRequisitesRecord,
  toRoubles,
  amountForGrams,
  type AuthUser,
  type Cart,
  type CartAdd,
  type CartUpdate,
  type EstimateBand,
  type Estimate,
  type Lang,
  type Order,
  type OrderCreate,
  type OrderListQuery,
  type OrderUpdate,
  type Product,
  type Requisites,
  type RollBand,
  type UnavailableLine,
  type RequisitesRecord,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { RollReservations } from '../rolls/rolls.reservations.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import * as repository from './orders.repository.ts';
import type { OrderNotifier } from './orders.notify.ts';

type ColorInput = string | number | null;

export interface OrdersDeps {
  db: Db;
  config: Config;
  /** The catalogue's product answer (the cart shows it) and its cache to drop after stock changes. */
  catalog: {
    getProduct(id: number, lang: Lang, admin: boolean): Promise<Product>;
    changed(products?: readonly number[]): void;
  };
  notify: OrderNotifier;
  /** Rolls with dye lots: lines of products that track rolls reserve, release and ship specific rolls. */
  rolls: RollReservations;
}

const isAdmin = (user: AuthUser) => user.role === 'ADMIN';

/** The roll band an order line was ordered with (grams per roll). */
const lineRollBand = (line: repository.OrderLineRow): RollBand => ({
  minGrams: line.rollMinGrams,
  maxGrams: line.rollMaxGrams,
});

function toEstimate(band: EstimateBand): Estimate {
  return {
    minKg: toKg(band.minGrams),
    maxKg: toKg(band.maxGrams),
    min: toRoubles(band.minKopecks),
    max: toRoubles(band.maxKopecks),
  };
}

/** The colour of `product` a request names (by id or by name in either language); throws COLOR_INVALID. */
export function resolveColor(product: repository.SellableProduct, input: ColorInput): repository.SellableColor | null {
  if (product.colors.length === 0) {
    if (input === null) return null;
    throw new AppError('COLOR_INVALID', { details: { productId: product.id } });
  }
  if (input === null) {
    // A single colour needs no choosing.
    if (product.colors.length === 1) return product.colors[0] ?? null;
    throw new AppError('COLOR_INVALID', { details: { productId: product.id } });
  }
  const wanted = String(input).trim().toLowerCase();
  const color = product.colors.find(
    (candidate) =>
      String(candidate.id) === wanted ||
      candidate.nameRu.toLowerCase() === wanted ||
      candidate.nameUz.toLowerCase() === wanted,
  );
  if (!color) throw new AppError('COLOR_INVALID', { details: { productId: product.id } });
  return color;
}

/** A product that can be ordered now, or PRODUCT_UNAVAILABLE. */
function sellable(products: Map<number, repository.SellableProduct>, productId: number): repository.SellableProduct {
  const product = products.get(productId);
  if (!product || !product.show) throw new AppError('PRODUCT_UNAVAILABLE', { details: { productId } });
  return product;
}

/**
 * STOCK_SHORT unless the product's cart lines, with line `lineId` set to `rolls`, fit in its stock. A product
 * tracking rolls has stock per colour: only the lines of `colorId` count, against that colour's rolls.
 */
function assertInStock(
  product: repository.SellableProduct,
  lines: readonly { id: number; count: number; colorId: number | null }[],
  lineId: number | null,
  rolls: number,
  colorId: number | null,
): void {
  const perColor = product.colors.find((color) => color.id === colorId)?.available ?? null;
  const available = perColor ?? product.count;
  const counted = perColor === null ? lines : lines.filter((line) => line.colorId === colorId);
  const requested = counted.reduce((sum, line) => sum + (line.id === lineId ? 0 : line.count), rolls);
  if (requested > available) {
    throw new AppError('STOCK_SHORT', { details: { lines: [{ productId: product.id, requested, available }] } });
  }
}

export function createOrdersService(deps: OrdersDeps) {
  const { db, config, catalog, notify, rolls } = deps;

  async function productAnswer(id: number, lang: Lang): Promise<Product | null> {
    try {
      return await catalog.getProduct(id, lang, false);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async function getCart(userId: string, lang: Lang): Promise<Cart> {
    const cartId = await repository.ensureCart(db, userId, config.now());
    const items = await repository.listCartItems(db, userId);
    const products = await repository.findSellableProducts(db, [...new Set(items.map((item) => item.productId))]);
    const answers = await Promise.all(items.map((item) => productAnswer(item.productId, lang)));
    const bands: EstimateBand[] = [];
    const answered = items.map((item, index) => {
      const product = products.get(item.productId);
      const color = product?.colors.find((candidate) => candidate.id === item.colorId) ?? null;
      const price = product?.priceKopecks ?? 0;
      const band = estimateBand(item.count, price, product ? rollBandOf(product) : undefined);
      bands.push(band);
      return {
        id: item.id,
        cartId: item.cartId,
        productId: item.productId,
        count: item.count,
        colorId: item.colorId,
        color: color ? (lang === 'uz' ? color.nameUz : color.nameRu) : null,
        pricePerKg: toRoubles(price),
        unit: product?.unit ?? 'kg',
        available: product?.show ? (color?.available ?? product.count) : 0,
        tracksRolls: product?.tracksRolls ?? false,
        sameLot: item.sameLot,
        estimate: toEstimate(band),
        product: answers[index] ?? null,
      };
    });
    return {
      id: cartId,
      userId,
      items: answered,
      rolls: items.reduce((sum, item) => sum + item.count, 0),
      estimate: toEstimate(sumBands(bands)),
    };
  }

  /**
   * Builds the API answer of orders (lines and history read in two queries for the whole page). Weight
   * overrides (the manager's reason and name) are back-office notes: only an ADMIN `viewer` gets them.
   */
  async function toOrders(rows: repository.OrderRow[], lang: Lang, viewer: AuthUser): Promise<Order[]> {
    const ids = rows.map((row) => row.id);
    const [lines, history] = await Promise.all([repository.findOrderLines(db, ids), repository.findHistory(db, ids)]);
    const lineRolls = await rolls.lineRolls(
      db,
      [...lines.values()].flat().map((line) => line.id),
    );
    // A line holding rolls has its exact weight: its estimate is that weight and its price.
    const bandOf = (line: repository.OrderLineRow) =>
      lineRolls.has(line.id) && line.actualGrams !== null
        ? estimateBand(1, line.priceKopecks, { minGrams: line.actualGrams, maxGrams: line.actualGrams })
        : estimateBand(line.rolls, line.priceKopecks, lineRollBand(line));
    const admin = isAdmin(viewer);
    const overriders = admin
      ? await repository.findUserNames(db, [
          ...new Set([...lines.values()].flat().flatMap((line) => line.weightOverrideBy ?? [])),
        ])
      : new Map<string, string>();
    const weightOverride = (line: repository.OrderLineRow) => {
      if (!admin || line.weightOverrideReason === null || line.weightOverrideAt === null) return null;
      const by = line.weightOverrideBy;
      return {
        reason: line.weightOverrideReason,
        by: by === null ? null : { id: by, name: overriders.get(by) ?? '' },
        at: line.weightOverrideAt.toISOString(),
      };
    };
    return rows.map((row) => {
      const orderLines = lines.get(row.id) ?? [];
      const bands = orderLines.map(bandOf);
      const weighed = orderLines.length > 0 && orderLines.every((line) => line.actualGrams !== null);
      const computed = weighed
        ? invoiceTotals(
            orderLines.map((line) => ({ grams: line.actualGrams ?? 0, pricePerKgKopecks: line.priceKopecks })),
            row.vatPercent,
          )
        : null;
      const total = row.totalKopecks ?? computed?.totalKopecks ?? null;
      const vat = row.vatKopecks ?? computed?.vatKopecks ?? null;
      return {
        id: row.id,
        userId: row.userId,
        status: row.status,
        statusLabel: ORDER_STATUS_LABELS[row.status][lang],
        requisites: row.requisites,
        deliveryMethod: row.deliveryMethod,
        paymentMethod: row.paymentMethod,
        comment: row.comment,
        managerNote: row.managerNote,
        lines: orderLines.map((line, index) => ({
          id: line.id,
          productId: line.productId,
          colorId: line.colorId,
          name: lang === 'uz' ? line.nameUz : line.nameRu,
          art: line.art,
          color: lang === 'uz' ? line.colorUz : line.colorRu,
          count: line.rolls,
          unit: line.unit,
          pricePerKg: toRoubles(line.priceKopecks),
          estimate: toEstimate(bands[index] ?? bandOf(line)),
          actualWeightKg: line.actualGrams === null ? null : toKg(line.actualGrams),
          amount: line.actualGrams === null ? null : toRoubles(amountForGrams(line.actualGrams, line.priceKopecks)),
          weightOverride: weightOverride(line),
          rolls: lineRolls.get(line.id) ?? [],
        })),
        rolls: orderLines.reduce((sum, line) => sum + line.rolls, 0),
        estimate: toEstimate(sumBands(bands)),
        total: total === null ? null : toRoubles(total),
        vat: vat === null ? null : toRoubles(vat),
        vatPercent: row.vatPercent,
        invoicedAt: row.invoicedAt?.toISOString() ?? null,
        reserveUntil: row.reserveUntil?.toISOString() ?? null,
        history: (history.get(row.id) ?? []).map((entry) => ({
          from: entry.fromStatus,
          to: entry.toStatus,
          at: entry.at.toISOString(),
        })),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function toOrder(row: repository.OrderRow, lang: Lang, viewer: AuthUser): Promise<Order> {
    const [order] = await toOrders([row], lang, viewer);
    if (!order) throw new Error('order answer missing');
    return order;
  }

  /** The order if `actor` may see it: its owner or an ADMIN. */
  async function getVisibleOrder(actor: AuthUser, id: number): Promise<repository.OrderRow> {
    const row = await repository.findOrder(db, id);
    if (!row) throw new AppError('ORDER_NOT_FOUND');
    if (row.userId !== actor.id && !isAdmin(actor)) throw new AppError('FORBIDDEN');
    return row;
  }

  /** Adds `rolls` of a product to a cart line (merging with the same product and colour), within stock. */
  async function addRolls(
    userId: string,
    product: repository.SellableProduct,
    color: repository.SellableColor | null,
    rolls: number,
    sameLot?: boolean,
  ): Promise<void> {
    const now = config.now();
    const cartId = await repository.ensureCart(db, userId, now);
    const sameProduct = (await repository.listCartItems(db, userId)).filter((item) => item.productId === product.id);
    const existing = sameProduct.find((item) => item.colorId === (color?.id ?? null));
    const total = (existing?.count ?? 0) + rolls;
    // Stock is per product, so every colour line of it counts against the same rolls (per colour when it tracks rolls).
    assertInStock(product, sameProduct, existing?.id ?? null, total, color?.id ?? null);
    await repository.putCartItem(db, cartId, {
      productId: product.id,
      colorId: color?.id ?? null,
      count: total,
      sameLot,
    });
    await repository.touchCart(db, cartId, now);
  }

  return {
    getCart,

    /** Saved product ids. */
    listSaved: (userId: string) => repository.listSaved(db, userId),

    async addSaved(userId: string, productId: number): Promise<number[]> {
      const products = await repository.findSellableProducts(db, [productId]);
      sellable(products, productId);
      await repository.addSaved(db, userId, productId, config.now());
      return repository.listSaved(db, userId);
    },

    async removeSaved(userId: string, productId: number): Promise<number[]> {
      await repository.removeSaved(db, userId, productId);
      return repository.listSaved(db, userId);
    },

    async addToCart(userId: string, input: CartAdd, lang: Lang): Promise<Cart> {
      const product = sellable(await repository.findSellableProducts(db, [input.productId]), input.productId);
      await addRolls(userId, product, resolveColor(product, input.color), input.count, input.sameLot);
      return getCart(userId, lang);
    },

    /** Sets a cart line's rolls (within stock) and/or its «из одной партии». */
    async updateCartItem(userId: string, itemId: number, change: CartUpdate, lang: Lang): Promise<Cart> {
      const items = await repository.listCartItems(db, userId);
      const item = items.find((candidate) => candidate.id === itemId);
      if (!item) throw new AppError('CART_ITEM_NOT_FOUND');
      if (change.count !== undefined) {
        const product = sellable(await repository.findSellableProducts(db, [item.productId]), item.productId);
        assertInStock(
          product,
          items.filter((candidate) => candidate.productId === product.id),
          item.id,
          change.count,
          item.colorId,
        );
      }
      if (!(await repository.updateCartItem(db, userId, itemId, change))) throw new AppError('CART_ITEM_NOT_FOUND');
      return getCart(userId, lang);
    },

    async removeCartItem(userId: string, itemId: number, lang: Lang): Promise<Cart> {
      if ((await repository.deleteCartItems(db, userId, [itemId])) === 0) throw new AppError('CART_ITEM_NOT_FOUND');
      return getCart(userId, lang);
    },

    async clearCart(userId: string, lang: Lang): Promise<Cart> {
      await repository.deleteCartItems(db, userId);
      return getCart(userId, lang);
    },

    getRequisites: (userId: string) => repository.findRequisites(db, userId),

    async saveRequisites(userId: string, input: Requisites): Promise<RequisitesRecord> {
      const record = toRequisitesRecord(input);
      await repository.saveRequisites(db, userId, record, config.now());
      return record;
    },

    /**
     * Places an order from explicit lines or the caller's cart. One transaction: claim the idempotency key,
     * take stock per product in id order with a conditional update, write the order, empty the cart.
     * Any short line aborts it all with STOCK_SHORT listing every short line.
     */
    async placeOrder(
      user: AuthUser,
      input: OrderCreate,
      idempotencyKey: string | undefined,
      lang: Lang,
    ): Promise<{ order: Order; created: boolean }> {
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
            return { orderId: used.orderId, created: false };
          }
        }
        const cartItems = input.lines ? [] : await repository.listCartItems(tx, user.id);
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

        const products = await repository.findSellableProducts(tx, [...new Set(wanted.map((line) => line.productId))]);
        // Same product and colour asked twice become one line.
        const lines = new Map<
          string,
          {
            product: repository.SellableProduct;
            color: repository.SellableColor | null;
            rolls: number;
            sameLot: boolean | undefined;
            lot: string | undefined;
          }
        >();
        for (const line of wanted) {
          const product = sellable(products, line.productId);
          const color = resolveColor(product, line.color);
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
              name: (lang === 'uz' ? product?.nameUz : product?.nameRu) ?? '',
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

        const requisites = input.requisites
          ? toRequisitesRecord(input.requisites)
          : ((await repository.findRequisites(tx, user.id)) ?? (await privatePerson(tx, user.id)));
        const order = await repository.insertOrder(
          tx,
          {
            userId: user.id,
            status: 'new',
            requisites,
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
          await repository.deleteCartItems(
            tx,
            user.id,
            cartItems.map((item) => item.id),
          );
        return { orderId: order.id, created: true };
      });

      const row = await repository.findOrder(db, outcome.orderId);
      if (!row) throw new AppError('ORDER_NOT_FOUND');
      const order = await toOrder(row, lang, user);
      if (outcome.created) {
        // Only the ordered products' stock changed: other products' cached answers stay.
        catalog.changed(order.lines.flatMap((line) => (line.productId === null ? [] : [line.productId])));
        await notify.orderPlaced(order, await repository.findContact(db, user.id));
      }
      return { order, created: outcome.created };
    },

    async listOrders(viewer: AuthUser, query: OrderListQuery, lang: Lang): Promise<{ items: Order[]; total: number }> {
      const { rows, total } = await repository.listOrders(db, {
        id: query.id,
        status: query.status,
        userId: query.userId,
        customer: query.customer,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        limit: query.limit,
        offset: query.offset,
      });
      return { items: await toOrders(rows, lang, viewer), total };
    },

    async listUserOrders(viewer: AuthUser, userId: string, lang: Lang): Promise<Order[]> {
      return toOrders(await repository.listUserOrders(db, userId), lang, viewer);
    },

    /**
     * Changes an order. The owner may only cancel it while it is new; an ADMIN records actual weights
     * (before the invoice), the manager note and moves it along the status machine. Every weight the order
     * would keep lies in its line's band or carries an override with a reason; otherwise nothing changes.
     */
    async updateOrder(actor: AuthUser, id: number, input: OrderUpdate, lang: Lang): Promise<Order> {
      const current = await getVisibleOrder(actor, id);
      const target = input.status ?? current.status;
      if (!isAdmin(actor)) {
        if (input.lines !== undefined || input.managerNote !== undefined) throw new AppError('FORBIDDEN');
        if (target !== 'cancelled' || current.status !== 'new') throw new AppError('ORDER_TRANSITION_INVALID');
      }
      const changing = target !== current.status;
      if (changing && (!canTransition(current.status, target) || target === 'expired')) {
        throw new AppError('ORDER_TRANSITION_INVALID', { details: { from: current.status, to: target } });
      }
      if (input.lines && input.lines.length > 0 && current.status !== 'new' && current.status !== 'confirmed') {
        throw new AppError('ORDER_WEIGHTS_LOCKED');
      }
      const now = config.now();

      const updated = await db.transaction(async (tx) => {
        const lines = (await repository.findOrderLines(tx, [id])).get(id) ?? [];
        const weights = new Map(lines.map((line) => [line.id, line.actualGrams]));
        const overridden = new Map(lines.map((line) => [line.id, line.weightOverrideReason !== null]));
        // A line holding rolls weighs what its rolls weigh (ORDER_LINE_WEIGHED_BY_ROLLS for another weight).
        const rollLines = await rolls.requireRollWeights(tx, lines, input.lines ?? [], lang);
        for (const weight of input.lines ?? []) {
          if (!weights.has(weight.id)) throw new AppError('ORDER_LINE_NOT_FOUND', { details: { lineId: weight.id } });
          weights.set(weight.id, weight.actualWeightKg);
          overridden.set(weight.id, weight.override);
        }
        // Weights about to be kept, or to be confirmed or invoiced on, pass the band check (also those
        // recorded before the check existed).
        const weighing = (input.lines?.length ?? 0) > 0;
        if (weighing || (changing && (target === 'confirmed' || target === 'invoiced'))) {
          requireWeightsInBand(
            lines.map((line) => ({
              id: line.id,
              name: lang === 'uz' ? line.nameUz : line.nameRu,
              rolls: line.rolls,
              roll: lineRollBand(line),
              grams: weights.get(line.id) ?? null,
              overridden: overridden.get(line.id) ?? false,
            })),
          );
        }
        const set: Parameters<typeof repository.transitionOrder>[3] = { updatedAt: now, status: target };
        if (input.managerNote !== undefined) set.managerNote = input.managerNote;
        if (changing && (target === 'confirmed' || target === 'invoiced')) {
          if ([...weights.values()].some((grams) => grams === null)) throw new AppError('ORDER_WEIGHTS_REQUIRED');
        }
        if (changing && target === 'invoiced') {
          const totals = invoiceTotals(
            lines.map((line) => ({ grams: weights.get(line.id) ?? 0, pricePerKgKopecks: line.priceKopecks })),
            current.vatPercent,
          );
          set.totalKopecks = totals.totalKopecks;
          set.vatKopecks = totals.vatKopecks;
          set.invoicedAt = now;
          set.reserveUntil = invoiceReserveUntil(now);
        }
        // The guard: only if nobody changed the status since we read it.
        const row = await repository.transitionOrder(tx, id, current.status, set);
        if (!row) throw new AppError('ORDER_TRANSITION_INVALID');
        if (input.lines && input.lines.length > 0) {
          await repository.setLineWeights(
            tx,
            id,
            input.lines.map((weight) => {
              const line = lines.find((candidate) => candidate.id === weight.id);
              const band = line ? lineWeightBand(line.rolls, lineRollBand(line)) : null;
              // An override is kept only where it is needed: a weight in its band needs no excuse.
              const needed = band !== null && !isWeightInBand(weight.actualWeightKg, band);
              const reason = weight.overrideReason ?? '';
              // The same weight saved again with the same reason (the desk sends every line) keeps who and when.
              const same =
                line?.actualGrams === weight.actualWeightKg &&
                line.weightOverrideReason === reason &&
                line.weightOverrideAt !== null;
              return {
                id: weight.id,
                grams: weight.actualWeightKg,
                override:
                  !weight.override || !needed
                    ? null
                    : same
                      ? { reason, by: line.weightOverrideBy, at: line.weightOverrideAt ?? now }
                      : { reason, by: actor.id, at: now },
              };
            }),
          );
        }
        if (changing) {
          await repository.insertHistory(tx, [
            { orderId: id, fromStatus: current.status, toStatus: target, changedBy: actor.id, at: now },
          ]);
          if (RELEASED_STATUSES.includes(target)) {
            await repository.returnStock(tx, lines);
            const reason = `${ORDER_STATUS_LABELS[target].ru}: заказ № ${id}`;
            await rolls.releaseLines(tx, id, lines, actor.id, reason, now);
          }
          if (target === 'shipped') await rolls.shipLines(tx, id, rollLines, actor.id, now);
        }
        return row;
      });

      if (changing && RELEASED_STATUSES.includes(target)) catalog.changed();
      const order = await toOrder(updated, lang, actor);
      if (changing && (target === 'invoiced' || target === 'shipped')) {
        const contact = await repository.findContact(db, updated.userId);
        const pdf = target === 'invoiced' ? await buildInvoice(updated) : null;
        await notify.statusChanged(order, contact, pdf);
      }
      return order;
    },

    /** Deletes an order (ADMIN); its rolls go back if they were still held for it. */
    async deleteOrder(id: number): Promise<void> {
      const released = await db.transaction(async (tx) => {
        const lines = (await repository.findOrderLines(tx, [id])).get(id) ?? [];
        const held = await rolls.heldRolls(
          tx,
          lines.map((line) => line.id),
        );
        const status = await repository.deleteOrder(tx, id);
        if (!status) throw new AppError('ORDER_NOT_FOUND');
        if (!RESERVING_STATUSES.includes(status)) return false;
        await repository.returnStock(tx, lines);
        await rolls.returnDeleted(tx, id, held, lines, config.now());
        return true;
      });
      if (released) catalog.changed();
    },

    async invoicePdf(actor: AuthUser, id: number): Promise<Buffer> {
      const row = await getVisibleOrder(actor, id);
      if (!INVOICED_STATUSES.includes(row.status)) throw new AppError('INVOICE_NOT_READY');
      return buildInvoice(row);
    },

    /** Puts the order's lines back into its owner's cart at today's prices; reports what cannot be had. */
    async reorder(actor: AuthUser, id: number, lang: Lang) {
      const row = await getVisibleOrder(actor, id);
      const lines = (await repository.findOrderLines(db, [id])).get(id) ?? [];
      const products = await repository.findSellableProducts(
        db,
        lines.flatMap((line) => (line.productId === null ? [] : [line.productId])),
      );
      const cartNow = await repository.listCartItems(db, row.userId);
      const unavailable: UnavailableLine[] = [];
      for (const line of lines) {
        const name = lang === 'uz' ? line.nameUz : line.nameRu;
        const color = lang === 'uz' ? line.colorUz : line.colorRu;
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
        const inCart =
          cartNow.find((item) => item.productId === product.id && item.colorId === line.colorId)?.count ?? 0;
        const room = Math.max(0, (productColor?.available ?? product.count) - inCart);
        const rolls = Math.min(line.rolls, room);
        if (rolls < line.rolls) report('short', room);
        if (rolls > 0) await addRolls(row.userId, product, productColor, rolls);
      }
      return { cart: await getCart(row.userId, lang), unavailable };
    },

    /**
     * Expires every invoice whose reserve has passed and gives its rolls back, in one transaction. Safe when
     * several instances run it at once: the status-guarded UPDATE lets each order expire once.
     */
    async expireDue(): Promise<number[]> {
      const now = config.now();
      const expired = await db.transaction(async (tx) => {
        if (!(await repository.tryExpiryLock(tx))) return [];
        const rows = await repository.expireDueInvoices(tx, now);
        if (rows.length === 0) return [];
        const lines = await repository.findOrderLines(
          tx,
          rows.map((row) => row.id),
        );
        await repository.returnStock(tx, [...lines.values()].flat());
        for (const [orderId, orderLines] of lines) {
          await rolls.releaseLines(tx, orderId, orderLines, null, `Резерв истёк: заказ № ${orderId}`, now);
        }
        await repository.insertHistory(
          tx,
          rows.map((row) => ({
            orderId: row.id,
            fromStatus: 'invoiced' as const,
            toStatus: 'expired' as const,
            changedBy: null,
            at: now,
          })),
        );
        return rows.map((row) => row.id);
      });
      if (expired.length > 0) catalog.changed();
      return expired;
    },
  };

  /** Requisites of a buyer who saved none: a private person named as the account. */
  async function privatePerson(tx: Db, userId: string): Promise<RequisitesRecord> {
    const contact = await repository.findContact(tx, userId);
    return toRequisitesRecord({ type: 'private_person', name: contact?.name ?? '' });
  }

  async function buildInvoice(row: repository.OrderRow): Promise<Buffer> {
    const lines = (await repository.findOrderLines(db, [row.id])).get(row.id) ?? [];
    const lineRolls = await rolls.documentRolls(
      db,
      lines.map((line) => line.id),
    );
    const totals = invoiceTotals(
      lines.map((line) => ({ grams: line.actualGrams ?? 0, pricePerKgKopecks: line.priceKopecks })),
      row.vatPercent,
    );
    return renderInvoicePdf({
      number: String(row.id),
      issuedAt: row.invoicedAt ?? row.updatedAt,
      reserveUntil: row.reserveUntil ?? invoiceReserveUntil(row.invoicedAt ?? row.updatedAt),
      seller: config.seller,
      buyer: row.requisites,
      lines: lines.map((line, index) => ({
        name: line.nameRu,
        color: line.colorRu,
        rolls: line.rolls,
        grams: line.actualGrams ?? 0,
        pricePerKgKopecks: line.priceKopecks,
        amountKopecks: totals.lines[index] ?? 0,
        rollItems: lineRolls.get(line.id) ?? [],
      })),
      totalKopecks: row.totalKopecks ?? totals.totalKopecks,
      vatKopecks: row.vatKopecks ?? totals.vatKopecks,
      vatPercent: row.vatPercent,
    });
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
