/**
 * The content capability: news, blog, vacancies, staff, promotions and information pages — public reads
 * and ADMIN writes — and the demo content of a fresh installation (`seedContent(app.content)`, run by
 * bootstrap).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import contentAdminRoutes from './content.admin.routes.ts';
import contentRoutes from './content.routes.ts';
import { createContentService, type ContentService } from './content.service.ts';

export type { ContentService } from './content.service.ts';
export { seedContent } from './content.seed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

export default fp(
  async function content(app: FastifyInstance) {
    const service = createContentService({ db: app.db, images: app.images, audit: app.audit });
    app.decorate('content', service);
    await app.register(contentRoutes, { service });
    // Its own plugin: the ADMIN guard (an onRequest hook) covers only the admin routes.
    await app.register(contentAdminRoutes, { service });
  },
  { name: 'content', dependencies: ['db', 'auth', 'images', 'audit'] },
);
