/** Admin catalogue API under /api/admin (ADMIN only) and `PUT /api/product/{id}` (stock). */
import multipart from '@fastify/multipart';
import {
  AdminCategorySchema,
  AdminCharacteristicGroupsSchema,
  AdminProductSchema,
  AppError,
  CategoryIdParamsSchema,
  CategoryInputSchema,
  CategoryPatchSchema,
  CharacteristicGroupsInputSchema,
  ErrorBodySchema,
  MAX_IMAGE_BYTES,
  ProductIdParamsSchema,
  ProductInputSchema,
  ProductPatchSchema,
  StockInputSchema,
  StockSchema,
  UploadedImageSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminOnly } from '../../plugins/openapi.ts';
import type { CatalogAdminService } from './catalog.admin.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const tags = ['catalog admin'];

const catalogAdminRoutes: FastifyPluginAsyncZod<{ service: CatalogAdminService }> = async (app, { service: admin }) => {
  // Every route here is for admins; the check runs before the body is read, so a refused call changes nothing.
  adminOnly(app);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, parts: 5 } });

  app.put(
    '/api/product/:id',
    {
      schema: {
        tags,
        summary: 'Set the stock of a product in rolls (ADMIN)',
        params: ProductIdParamsSchema,
        body: StockInputSchema,
        response: { 200: StockSchema, ...errors },
      },
    },
    async (request) => admin.setStock(request.params.id, request.body.count),
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'A product in both languages',
        params: ProductIdParamsSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    async (request) => admin.getProduct(request.params.id),
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Create a product (both languages at once)',
        body: ProductInputSchema,
        response: { 201: AdminProductSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.createProduct(request.body)),
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product; for WooCommerce products only stock and flags',
        params: ProductIdParamsSchema,
        body: ProductPatchSchema,
        response: { 200: AdminProductSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request) => admin.updateProduct(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product',
        params: ProductIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await admin.deleteProduct(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/images',
    {
      schema: {
        tags,
        summary: 'Upload a JPEG, PNG or WebP image (multipart field `file`); stored as WebP at 320–1536 px',
        consumes: ['multipart/form-data'],
        response: {
          201: UploadedImageSchema,
          ...errors,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('IMAGE_INVALID');
      const file = await request.file();
      if (!file) throw new AppError('IMAGE_INVALID');
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('IMAGE_TOO_LARGE', { params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } });
        }
        throw error;
      }
      return reply.code(201).send(await admin.uploadImage(data));
    },
  );

  app.get(
    '/api/admin/categories',
    {
      schema: {
        tags,
        summary: 'Every category in both languages',
        response: { 200: z.array(AdminCategorySchema), ...errors },
      },
    },
    async () => admin.listCategories(),
  );

  app.post(
    '/api/admin/categories',
    {
      schema: {
        tags,
        summary: 'Create a category',
        body: CategoryInputSchema,
        response: { 201: AdminCategorySchema, ...errors, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await admin.createCategory(request.body)),
  );

  app.patch(
    '/api/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Change a category',
        params: CategoryIdParamsSchema,
        body: CategoryPatchSchema,
        response: { 200: AdminCategorySchema, ...errors },
      },
    },
    async (request) => admin.updateCategory(request.params.id, request.body),
  );

  app.delete(
    '/api/admin/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category (its products stay, without a category)',
        params: CategoryIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.deleteCategory(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/categories/:id/characteristics',
    {
      schema: {
        tags,
        summary: 'Characteristic groups (main, extra) of a category in both languages',
        params: CategoryIdParamsSchema,
        response: { 200: AdminCharacteristicGroupsSchema, ...errors },
      },
    },
    async (request) => admin.getCharacteristicGroups(request.params.id),
  );

  app.put(
    '/api/admin/categories/:id/characteristics',
    {
      schema: {
        tags,
        summary: 'Replace the characteristic groups of a category',
        params: CategoryIdParamsSchema,
        body: CharacteristicGroupsInputSchema,
        response: { 200: AdminCharacteristicGroupsSchema, ...errors },
      },
    },
    async (request) => admin.setCharacteristicGroups(request.params.id, request.body),
  );
};

export default catalogAdminRoutes;
