/**
 * WooCommerce as the catalogue source: a full sync at start-up, every `WOO_SYNC_MINUTES`, and on a signed
 * webhook. A sync reads everything first and stores it in one transaction, so a store that is down, slow,
 * refusing or answering garbage leaves the last good catalogue serving; the result is kept for the admin.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@polotno/db';
import type { WooConfig } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AuditService } from '../audit/audit.module.ts';
import type { CatalogService } from '../catalog/catalog.module.ts';
import { fetchAll, WooError } from './woocommerce.client.ts';
import { mapCategories, mapProducts, WooCategorySchema, WooProductSchema } from './woocommerce.mapper.ts';
import * as repository from './woocommerce.repository.ts';

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

export interface WoocommerceDeps {
  /** The store's address, keys and schedule; null when WooCommerce is not configured. */
  config: WooConfig | null;
  db: Db;
  /** Stores a synced catalogue in one transaction. */
  catalog: Pick<CatalogService, 'importWooCatalogue'>;
  log: Logger;
  /** Where a manager's «synchronise now» is recorded. */
  audit: Pick<AuditService, 'record'>;
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

/** The WooCommerce service: syncs (now, on a webhook, on the schedule) and their last result. */
export function createWoocommerceService(deps: WoocommerceDeps) {
  const { config, db, catalog, log, audit } = deps;
  let running: Promise<WooSyncResult> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function readStatus(): Promise<{ lastRun: WooSyncResult | null; lastSuccessAt: string | null }> {
    const value = await repository.findSyncStatus(db);
    if (value === null) return { lastRun: null, lastSuccessAt: null };
    return JSON.parse(value) as { lastRun: WooSyncResult; lastSuccessAt: string | null };
  }

  async function writeStatus(result: WooSyncResult): Promise<void> {
    const previous = await readStatus();
    const value = JSON.stringify({
      lastRun: result,
      lastSuccessAt: result.ok ? result.finishedAt : previous.lastSuccessAt,
    });
    await repository.saveSyncStatus(db, value);
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

  const service = {
    async status(): Promise<WooStatus> {
      return { configured: config !== null, running: running !== null, ...(await readStatus()) };
    },

    /** Runs a sync now (or joins the running one) and returns its result. */
    sync(): Promise<WooSyncResult> {
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

    /**
     * A manager's «synchronise now»: runs a sync (or joins the running one) and records the request with its
     * outcome in the audit trail. The products' changes are WooCommerce's, so they are not recorded one by one.
     */
    async syncNow(): Promise<WooSyncResult> {
      const result = await service.sync();
      const { ok, products, categories, error } = result;
      await audit.record(db, {
        kind: 'integration',
        id: 'woocommerce',
        action: 'sync',
        after: { ok, products, categories, error },
      });
      return result;
    },

    /** Asks for a sync soon without waiting (webhooks); a request during a run causes one more run after it. */
    requestSync(): void {
      if (running) again = true;
      else void service.sync();
    },

    /** True when `signature` is the base64 HMAC-SHA256 of `body` under the webhook secret. */
    verifyWebhook(body: Buffer, signature: string | undefined): boolean {
      if (!config?.webhookSecret || !signature) return false;
      const expected = createHmac('sha256', config.webhookSecret).update(body).digest();
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    /** First sync and the schedule; stopped by `stop`. */
    start(): void {
      if (!config) return;
      void service.sync();
      if (config.syncMinutes > 0) {
        timer = setInterval(() => service.requestSync(), config.syncMinutes * 60_000);
        timer.unref();
      }
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      // Let a running sync finish its transaction before the database closes.
      if (running) await running.catch(() => undefined);
    },
  };
  return service;
}

export type WoocommerceService = ReturnType<typeof createWoocommerceService>;
