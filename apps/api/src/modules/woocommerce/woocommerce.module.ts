/** WooCommerce as an optional catalogue source: the sync service (`app.woocommerce`) and its routes. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import woocommerceRoutes from './woocommerce.routes.ts';
import { createWooService, type WooService } from './woocommerce.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    woocommerce: WooService;
  }
}

export default fp(
  async function woocommerce(app: FastifyInstance) {
    const service = createWooService({ config: app.config.woo, db: app.db, catalog: app.catalog, log: app.log });
    app.decorate('woocommerce', service);
    app.addHook('onClose', () => service.stop());
    await app.register(woocommerceRoutes);
  },
  { name: 'woocommerce', dependencies: ['catalog'] },
);
