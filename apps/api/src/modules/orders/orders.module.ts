/**
 * The orders capability: placing, reading and changing orders, invoices and notifications, with the expiry
 * schedule that releases the rolls of unpaid invoices. Every instance may run the schedule: each pass is one
 * transaction whose status-guarded UPDATE lets an order expire (and return its rolls) only once. Orders are
 * placed from the cart (`app.cart`) with the buyer's requisites (`app.requisites`), reserving rolls
 * (`app.rolls.reservations`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOrderNotifier } from './orders.notify.ts';
import orderDocumentsRoutes from './orders.documents.routes.ts';
import ordersRoutes from './orders.routes.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';

export type { OrdersService } from './orders.service.ts';
export type { UpdDocument } from './orders.upd.ts';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
  }
}

export default fp(
  async function orders(app: FastifyInstance) {
    const { config } = app;
    const notify = createOrderNotifier({
      sms: app.sms,
      mail: app.mail,
      managers: config.mail.managers,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    const service = createOrdersService({
      db: app.db,
      config,
      catalog: app.catalog,
      notify,
      rolls: app.rolls.reservations,
      cart: app.cart,
      requisites: app.requisites,
      events: app.events,
      audit: app.audit,
    });
    app.decorate('orders', service);
    await app.register(ordersRoutes, { service });
    await app.register(orderDocumentsRoutes, { documents: service.documents });

    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    if (config.orderExpiryIntervalSeconds > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          if (running) return;
          running = service
            .expireDue()
            .then((ids) => {
              if (ids.length > 0) app.log.info({ orders: ids }, 'invoice reserves expired, rolls returned');
            })
            .catch((error: unknown) => app.log.error({ err: error }, 'invoice expiry pass failed'))
            .finally(() => {
              running = null;
            });
        }, config.orderExpiryIntervalSeconds * 1000);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  {
    name: 'orders',
    dependencies: ['db', 'auth', 'sms', 'mail', 'catalog', 'rolls', 'cart', 'requisites', 'events', 'audit'],
  },
);
