/**
 * WooCommerce as the catalogue source: a full sync at start-up, every `WOO_SYNC_MINUTES`, and on a signed
 * webhook. A sync reads everything first and stores it in one transaction, so a store that is down, slow,
 * refusing or answering garbage leaves the last good catalogue serving; the result is kept for the admin.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { tables, type Db } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import type { FastifyBaseLogger } from 'fastify';
import type { WooConfig } from '../../config.ts';
import type { CatalogService } from '../catalog/catalog.module.ts';
import { fetchAll, WooError } from './woocommerce.client.ts';
import { mapCategories, mapProducts, WooCategorySchema, WooProductSchema } from './woocommerce.mapper.ts';

const STATUS_KEY = 'woocommerce.sync';

export interface WooSyncResult {
  ok: boolean;
  startedAt: string;
  finishedAt: string;
  products: number;
  categories: number;
  /** What went wrong, e.g. `products: HTTP 401 woocommerce_rest_cannot_view`; null on success. */
  error: string | null;
  errorCode: string | null;
}

export interface WooStatus {
  configured: boolean;
  running: boolean;
  lastRun: WooSyncResult | null;
  lastSuccessAt: string | null;
}

export interface WooService {
  status(): Promise<WooStatus>;
  /** Runs a sync now (or joins the running one) and returns its result. */
  sync(): Promise<WooSyncResult>;
  /** Asks for a sync soon without waiting (webhooks); a request during a run causes one more run after it. */
  requestSync(): void;
  /** True when `signature` is the base64 HMAC-SHA256 of `body` under the webhook secret. */
  verifyWebhook(body: Buffer, signature: string | undefined): boolean;
  /** First sync and the schedule; stopped by `stop`. */
  start(): void;
  stop(): Promise<void>;
}

/** Parses each item on its own: one malformed product must not lose the whole catalogue, but a wholly bad answer must. */
function parseItems<T>(
  items: unknown[],
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  what: string,
) {
  const parsed = items
    .map((item) => schema.safeParse(item))
    .filter((result) => result.success)
    .map((result) => result.data);
  if (items.length > 0 && parsed.length === 0)
    throw new WooError(`no readable ${what} in the answer`, 200, 'invalid_shape');
  return parsed;
}

export function createWooService(deps: {
  config: WooConfig | null;
  db: Db;
  catalog: CatalogService;
  log: FastifyBaseLogger;
}): WooService {
  const { config, db, catalog, log } = deps;
  let running: Promise<WooSyncResult> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function readStatus(): Promise<{ lastRun: WooSyncResult | null; lastSuccessAt: string | null }> {
    const [row] = await db.select().from(tables.appMeta).where(eq(tables.appMeta.key, STATUS_KEY));
    if (!row) return { lastRun: null, lastSuccessAt: null };
    return JSON.parse(row.value) as { lastRun: WooSyncResult; lastSuccessAt: string | null };
  }

  async function writeStatus(result: WooSyncResult): Promise<void> {
    const previous = await readStatus();
    const value = JSON.stringify({
      lastRun: result,
      lastSuccessAt: result.ok ? result.finishedAt : previous.lastSuccessAt,
    });
    await db
      .insert(tables.appMeta)
      .values({ key: STATUS_KEY, value })
      .onConflictDoUpdate({ target: tables.appMeta.key, set: { value, updatedAt: new Date() } });
  }

  async function runOnce(woo: WooConfig): Promise<WooSyncResult> {
    const startedAt = new Date().toISOString();
    let result: WooSyncResult;
    try {
      const [categoriesRu, categoriesUz, productsRu, productsUz] = await Promise.all([
        fetchAll(woo, 'products/categories', { lang: 'ru' }),
        fetchAll(woo, 'products/categories', { lang: 'uz' }),
        // status=any (the default) also returns drafts, pending and private products: they are stored hidden.
        fetchAll(woo, 'products', { lang: 'ru', status: 'any' }),
        fetchAll(woo, 'products', { lang: 'uz', status: 'any' }),
      ]);
      const categories = mapCategories(
        parseItems(categoriesRu, WooCategorySchema, 'categories'),
        parseItems(categoriesUz, WooCategorySchema, 'categories'),
      );
      const products = mapProducts(
        parseItems(productsRu, WooProductSchema, 'products'),
        parseItems(productsUz, WooProductSchema, 'products'),
        categories,
      );
      const stored = await catalog.importWooCatalogue({ categories, products });
      result = { ok: true, startedAt, finishedAt: new Date().toISOString(), ...stored, error: null, errorCode: null };
      log.info({ products: stored.products, categories: stored.categories }, 'WooCommerce sync finished');
    } catch (error) {
      const known = error instanceof WooError;
      if (!known) log.error({ err: error }, 'WooCommerce sync failed');
      else log.warn({ err: error }, 'WooCommerce sync failed');
      result = {
        ok: false,
        startedAt,
        finishedAt: new Date().toISOString(),
        products: 0,
        categories: 0,
        error: known ? error.message : 'the catalogue could not be stored',
        errorCode: known ? error.code : 'internal',
      };
    }
    await writeStatus(result);
    return result;
  }

  const service: WooService = {
    async status() {
      return { configured: config !== null, running: running !== null, ...(await readStatus()) };
    },

    sync() {
      if (!config) {
        return Promise.resolve({
          ok: false,
          startedAt: new Date().toISOString(),
          finishedAt: new Date().toISOString(),
          products: 0,
          categories: 0,
          error: 'WooCommerce is not configured (WOO_URL, WOO_KEY, WOO_SECRET)',
          errorCode: 'not_configured',
        });
      }
      if (running) return running;
      running = (async () => {
        try {
          let result = await runOnce(config);
          while (again) {
            again = false;
            result = await runOnce(config);
          }
          return result;
        } finally {
          running = null;
        }
      })();
      return running;
    },

    requestSync() {
      if (running) again = true;
      else void service.sync();
    },

    verifyWebhook(body, signature) {
      if (!config?.webhookSecret || !signature) return false;
      const expected = createHmac('sha256', config.webhookSecret).update(body).digest();
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    start() {
      if (!config) return;
      void service.sync();
      if (config.syncMinutes > 0) {
        timer = setInterval(() => service.requestSync(), config.syncMinutes * 60_000);
        timer.unref();
      }
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      // Let a running sync finish its transaction before the database closes.
      if (running) await running.catch(() => undefined);
    },
  };
  return service;
}
