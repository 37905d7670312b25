/**
 * The cart capability: a user's cart lines priced today (`/api/user/cart/:userId`), and the products as the
 * shop sells them. `app.cart` is what the orders capability places and repeats orders with.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cartRoutes from './cart.routes.ts';
import { createCartService, type CartService } from './cart.service.ts';

export type { CartService, ColorInput } from './cart.service.ts';
export type { CartItemRow, SellableColor, SellableProduct } from './cart.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cart: CartService;
  }
}

export default fp(
  async function cart(app: FastifyInstance) {
    const service = createCartService({ db: app.db, config: app.config, catalog: app.catalog });
    app.decorate('cart', service);
    await app.register(cartRoutes, { service });
  },
  { name: 'cart', dependencies: ['db', 'auth', 'catalog'] },
);
