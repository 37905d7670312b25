/** Public content images, their upload by ADMIN, and customers' own files. */
import { FileIdParamsSchema, StoredFileSchema } from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_KINDS } from '../../lib/uploads.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { UploadedFileSchema } from '../../plugins/multipart.ts';
import { fileInfo, getPublicImage, storeUpload } from './files.service.ts';

const security: Array<Record<string, string[]>> = [{ bearer: [] }, { session: [] }];

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

  app.post(
    '/api/admin/media',
    {
      onRequest: async (request) => void requireAdmin(request),
      config: { multipartOptions: { limits: { fileSize: UPLOAD_KINDS.image.maxBytes, files: 1 } } },
      schema: {
        tags: ['files'],
        security,
        summary:
          'Upload a content image (JPEG, PNG or WebP, up to 8 MB and 10000 px a side); use its id as a cover or photo',
        consumes: ['multipart/form-data'],
        body: z.object({ file: UploadedFileSchema }),
        response: { 201: StoredFileSchema },
      },
    },
    async (request, reply) => {
      const row = await storeUpload(app, 'image', request.body.file, { public: true });
      return reply.code(201).send({ ...fileInfo(row), url: `/api/media/${row.id}` });
    },
  );
};

export default filesRoutes;
