/**
 * Rules of a buyer's cart: one line per product and colour, within the product's stock, priced today with
 * its estimate band. User-id paths are guarded in the routes with `requireOwnerOrAdmin`. Products are read
 * here as the shop sells them (price, roll band, stock per colour); the orders capability reads them and the
 * cart's lines through this service too — inside its own transaction, through the functions taking `tx`.
 */
import type { Db } from '@polotno/db';
import {
  AppError,
  estimateBand,
  rollBandOf,
  sumBands,
  toEstimate,
  toRoubles,
  type Cart,
  type CartAdd,
  type CartUpdate,
  type EstimateBand,
  type Lang,
  type Product,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import { columnIn } from '../../lib/localized.ts';
import type { CatalogService } from '../catalog/catalog.module.ts';
import * as repository from './cart.repository.ts';

/** A colour as a request names it: its id, or its name in either language; null for none. */
export type ColorInput = string | number | null;

export interface CartDeps {
  db: Db;
  config: Config;
  /** The catalogue's product answer, shown with each cart line. */
  catalog: Pick<CatalogService, 'getProduct'>;
}

/** The colour of `product` a request names (by id or by name in either language); throws COLOR_INVALID. */
function resolveColor(product: repository.SellableProduct, input: ColorInput): repository.SellableColor | null {
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

export function createCartService(deps: CartDeps) {
  const { db, config, catalog } = deps;

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
        color: color ? columnIn(color, 'name', lang) : null,
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
    addRolls,
    resolveColor,
    sellable,

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

    // In the caller's transaction (`tx`, or the database itself): what placing and repeating an order read.

    /** Products by id as the shop sells them, with their colours and stock. */
    findSellableProducts: (tx: Db, ids: readonly number[]) => repository.findSellableProducts(tx, ids),

    /** The user's cart lines in the order they were added. */
    listItems: (tx: Db, userId: string) => repository.listCartItems(tx, userId),

    /** Deletes these lines of the user's cart (the ones just ordered). */
    removeItems: (tx: Db, userId: string, itemIds: readonly number[]) =>
      repository.deleteCartItems(tx, userId, itemIds),
  };
}

export type CartService = ReturnType<typeof createCartService>;
