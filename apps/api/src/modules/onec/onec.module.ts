/**
 * The 1C:Enterprise exchange over CommerceML 2 (issue 25; decisions 013 and 014): the endpoint 1C's
 * «Обмен с сайтом» calls — only when ONEC_LOGIN and ONEC_PASSWORD are set — with its sessions, exchange
 * folders and background imports (the catalogue in through `onec.catalog-import.ts`, 1C's documents back
 * through `onec.sale-import.ts`, orders out through `onec.sale-export.ts`), and the back office's JSON API,
 * always on (it says whether the exchange is). A sweep every few minutes resumes interrupted imports and
 * removes exchange folders older than ONEC_KEEP_DAYS.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { convertUpload } from '../images/images.module.ts';
import { createOnecAdmin } from './onec.admin.ts';
import { createOnecCatalogImporter } from './onec.catalog-import.ts';
import { createOnecExchange } from './onec.exchange.ts';
import { removeFolder } from './onec.folder.ts';
import { createOnecImportWork } from './onec.import.ts';
import { createOnecJobs } from './onec.jobs.ts';
import * as repository from './onec.repository.ts';
import onecAdminRoutes from './onec.admin.routes.ts';
import onecRoutes from './onec.routes.ts';
import { createOnecSaleImporter } from './onec.sale-import.ts';

// The benchmark reads 1C's files with the importer's own reader, without an app (its parse-only baseline).
export { readOnecXml } from './onec.xml.ts';

const SWEEP_MS = 5 * 60_000;
/** Session logs are kept this long after their folder went. */
const LOG_KEEP_DAYS = 90;

export default fp(
  async function onec(app: FastifyInstance) {
    const { config, db } = app;
    const now = () => config.now();
    const admin = createOnecAdmin({ db, config, audit: app.audit });
    // Its own plugin: the ADMIN guard (an onRequest hook) covers only the back office's routes.
    await app.register(onecAdminRoutes, { admin });
    const onecConfig = config.onec;
    if (!onecConfig) return;
    const catalog = createOnecCatalogImporter({
      db,
      storePicture: (data) => convertUpload(app.files, data),
      catalog: app.catalog,
      log: app.log,
    });
    const sale = createOnecSaleImporter({ db, orders: app.orders, now });
    const work = createOnecImportWork({ db, config: onecConfig, now, catalog, sale });
    const jobs = createOnecJobs({ db, log: app.log, now, work });
    const exchange = createOnecExchange({ db, config: onecConfig, now, log: app.log, jobs });
    await app.register(onecRoutes, { exchange, config: onecConfig });

    /** Resumes interrupted imports and removes old exchange folders and logs. */
    async function sweep(): Promise<void> {
      await jobs.kick('catalog');
      await jobs.kick('sale');
      const day = 86_400_000;
      for (const stale of await repository.staleFolders(db, new Date(now().getTime() - onecConfig!.keepDays * day))) {
        await removeFolder(onecConfig!.dir, stale.folder);
        await repository.clearFolder(db, stale.id);
        app.log.info({ session: stale.id }, '1C exchange folder removed');
      }
      await repository.deleteSessionsBefore(db, new Date(now().getTime() - LOG_KEEP_DAYS * day));
    }
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    const runSweep = () => {
      running ??= sweep()
        .catch((error: unknown) => app.log.error({ err: error }, '1C exchange sweep failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      runSweep();
      timer = setInterval(runSweep, SWEEP_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
      await jobs.close();
    });
  },
  { name: 'onec', dependencies: ['db', 'auth', 'rate-limit', 'files', 'catalog', 'orders', 'audit'] },
);
