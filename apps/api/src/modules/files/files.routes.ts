/** Public content images, and (with auth) customers' own files. */
import { FileIdParamsSchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicImage } from './files.service.ts';

const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/media/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A public content image (cover, photo); immutable, cached for a year',
        params: FileIdParamsSchema,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
      },
    },
    async (request, reply) => {
      const { row, stored } = await getPublicImage(app, request.params.id);
      return reply
        .header('content-type', row.mime)
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(stored.body);
    },
  );
};

export default filesRoutes;
