/** WooCommerce as an optional catalogue source: the sync service (`app.woocommerce`), its schedule and routes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import woocommerceRoutes from './woocommerce.routes.ts';
import { createWoocommerceService, type WoocommerceService } from './woocommerce.service.ts';

export type { WoocommerceService } from './woocommerce.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    woocommerce: WoocommerceService;
  }
}

export default fp(
  async function woocommerce(app: FastifyInstance) {
    const service = createWoocommerceService({
      config: app.config.woo,
      db: app.db,
      catalog: app.catalog,
      log: app.log,
      audit: app.audit,
    });
    app.decorate('woocommerce', service);
    app.addHook('onClose', () => service.stop());
    await app.register(woocommerceRoutes, { service });
  },
  { name: 'woocommerce', dependencies: ['db', 'auth', 'catalog', 'audit'] },
);
