/**
 * ADMIN writes of content under /api/admin. Every route of this plugin demands an ADMIN before the
 * body is even read (an `onRequest` guard), so a denied call never reaches validation or the database.
 */
import {
  AdminInfoPageSchema,
  AdminPageQuerySchema,
  AdminPostSchema,
  AdminPromotionSchema,
  AdminStaffMemberSchema,
  AdminVacancySchema,
  IdParamsSchema,
  PageInputSchema,
  PageSlugParamsSchema,
  paginated,
  PostInputSchema,
  PromotionInputSchema,
  StaffInputSchema,
  VacancyInputSchema,
  type PostKind,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentService } from './content.service.ts';
import { adminOnly } from '../../plugins/openapi.ts';

const tags = ['content (admin)'];
const NoContent = z.null().describe('No content');

const contentAdminRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  adminOnly(app);

  const posts = (kind: PostKind, label: string) => {
    app.get(
      `/api/admin/${kind}`,
      {
        schema: {
          tags,
          summary: `All ${label}, drafts included, with both languages`,
          querystring: AdminPageQuerySchema,
          response: { 200: paginated(AdminPostSchema) },
        },
      },
      async (request) => service.posts.list(kind, request.query),
    );
    app.post(
      `/api/admin/${kind}`,
      {
        schema: {
          tags,
          summary: `Create a ${label} item (Markdown body, sanitised)`,
          body: PostInputSchema,
          response: { 201: AdminPostSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await service.posts.create(kind, request.body)),
    );
    app.put(
      `/api/admin/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Replace a ${label} item`,
          params: IdParamsSchema,
          body: PostInputSchema,
          response: { 200: AdminPostSchema },
        },
      },
      async (request) => service.posts.update(kind, request.params.id, request.body),
    );
    app.delete(
      `/api/admin/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${label} item`,
          params: IdParamsSchema,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await service.posts.delete(kind, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
  posts('news', 'news');
  posts('blog', 'blog');

  app.get(
    '/api/admin/vacancies',
    {
      schema: {
        tags,
        summary: 'All vacancies',
        querystring: AdminPageQuerySchema,
        response: { 200: paginated(AdminVacancySchema) },
      },
    },
    async (request) => service.vacancies.list(request.query),
  );
  app.post(
    '/api/admin/vacancies',
    {
      schema: {
        tags,
        summary: 'Create a vacancy',
        body: VacancyInputSchema,
        response: { 201: AdminVacancySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.vacancies.create(request.body)),
  );
  app.put(
    '/api/admin/vacancies/:id',
    {
      schema: {
        tags,
        summary: 'Replace a vacancy',
        params: IdParamsSchema,
        body: VacancyInputSchema,
        response: { 200: AdminVacancySchema },
      },
    },
    async (request) => service.vacancies.update(request.params.id, request.body),
  );
  app.delete(
    '/api/admin/vacancies/:id',
    {
      schema: {
        tags,
        summary: 'Delete a vacancy',
        params: IdParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await service.vacancies.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'All staff',
        querystring: AdminPageQuerySchema,
        response: { 200: paginated(AdminStaffMemberSchema) },
      },
    },
    async (request) => service.staff.list(request.query),
  );
  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Add a staff member',
        body: StaffInputSchema,
        response: { 201: AdminStaffMemberSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.staff.create(request.body)),
  );
  app.put(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Replace a staff member',
        params: IdParamsSchema,
        body: StaffInputSchema,
        response: { 200: AdminStaffMemberSchema },
      },
    },
    async (request) => service.staff.update(request.params.id, request.body),
  );
  app.delete(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Remove a staff member',
        params: IdParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await service.staff.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/promotions',
    {
      schema: {
        tags,
        summary: 'All promotions, expired and future included',
        querystring: AdminPageQuerySchema,
        response: { 200: paginated(AdminPromotionSchema) },
      },
    },
    async (request) => service.promotions.list(request.query),
  );
  app.post(
    '/api/admin/promotions',
    {
      schema: {
        tags,
        summary: 'Create a promotion',
        body: PromotionInputSchema,
        response: { 201: AdminPromotionSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.promotions.create(request.body)),
  );
  app.put(
    '/api/admin/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Replace a promotion',
        params: IdParamsSchema,
        body: PromotionInputSchema,
        response: { 200: AdminPromotionSchema },
      },
    },
    async (request) => service.promotions.update(request.params.id, request.body),
  );
  app.delete(
    '/api/admin/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a promotion',
        params: IdParamsSchema,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      await service.promotions.delete(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/admin/pages',
    {
      schema: {
        tags,
        summary: 'All information pages with both languages',
        response: { 200: z.array(AdminInfoPageSchema) },
      },
    },
    async () => service.pages.list(),
  );
  app.put(
    '/api/admin/pages/:slug',
    {
      schema: {
        tags,
        summary: 'Edit an information page (Markdown body, sanitised)',
        params: PageSlugParamsSchema,
        body: PageInputSchema,
        response: { 200: AdminInfoPageSchema },
      },
    },
    async (request) => service.pages.save(request.params.slug, request.body),
  );
};

export default contentAdminRoutes;
