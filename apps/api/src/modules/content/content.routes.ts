/** Content over HTTP: public reads with `lang` and pagination, ADMIN writes under /api/admin. */
import {
  BlogPostSchema,
  IdOrSlugParamsSchema,
  InfoPageSchema,
  LangQuerySchema,
  PageQuerySchema,
  PageSlugParamsSchema,
  paginated,
  PostListQuerySchema,
  PostSchema,
  PostSummarySchema,
  PromotionSchema,
  StaffMemberSchema,
  StaffQuerySchema,
  VacancySchema,
  VacancySummarySchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service.ts';

const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  app.get(
    '/api/news',
    {
      schema: {
        tags: ['content'],
        summary: 'Published news, newest first',
        querystring: PageQuerySchema,
        response: { 200: paginated(PostSummarySchema) },
      },
    },
    async (request) => service.posts.listPublished('news', request.query),
  );

  app.get(
    '/api/news/:idOrSlug',
    {
      schema: {
        tags: ['content'],
        summary: 'A published news item by id or slug',
        params: IdOrSlugParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: PostSchema },
      },
    },
    async (request) => service.posts.getPublished('news', request.params.idOrSlug, request.query.lang),
  );

  app.get(
    '/api/blog',
    {
      schema: {
        tags: ['content'],
        summary: 'Published blog posts, newest first, optionally with a tag',
        querystring: PostListQuerySchema,
        response: { 200: paginated(PostSummarySchema) },
      },
    },
    async (request) => service.posts.listPublished('blog', request.query),
  );

  app.get(
    '/api/blog/:idOrSlug',
    {
      schema: {
        tags: ['content'],
        summary: 'A published blog post with suggestions (same tags first, then newest)',
        params: IdOrSlugParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: BlogPostSchema },
      },
    },
    async (request) => service.posts.getBlogPost(request.params.idOrSlug, request.query.lang),
  );

  app.get(
    '/api/vacancies',
    {
      schema: {
        tags: ['content'],
        summary: 'Published vacancies',
        querystring: PageQuerySchema,
        response: { 200: paginated(VacancySummarySchema) },
      },
    },
    async (request) => service.vacancies.listPublished(request.query),
  );

  app.get(
    '/api/vacancies/:idOrSlug',
    {
      schema: {
        tags: ['content'],
        summary: 'A vacancy with duties, requirements and offer',
        params: IdOrSlugParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: VacancySchema },
      },
    },
    async (request) => service.vacancies.getPublished(request.params.idOrSlug, request.query.lang),
  );

  app.get(
    '/api/staff',
    {
      schema: {
        tags: ['content'],
        summary: 'Staff: project leaders and managers',
        querystring: StaffQuerySchema,
        response: { 200: paginated(StaffMemberSchema) },
      },
    },
    async (request) => service.staff.listPublished(request.query),
  );

  app.get(
    '/api/promotions',
    {
      schema: {
        tags: ['content'],
        summary: 'Promotions running now (expired and future ones are hidden)',
        querystring: PageQuerySchema,
        response: { 200: paginated(PromotionSchema) },
      },
    },
    async (request) => service.promotions.listCurrent(request.query),
  );

  app.get(
    '/api/promotions/:idOrSlug',
    {
      schema: {
        tags: ['content'],
        summary: 'A promotion running now',
        params: IdOrSlugParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: PromotionSchema },
      },
    },
    async (request) => service.promotions.getCurrent(request.params.idOrSlug, request.query.lang),
  );

  app.get(
    '/api/pages/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'An information page (about, conditions, requisites, contacts with managers, …)',
        params: PageSlugParamsSchema,
        querystring: LangQuerySchema,
        response: { 200: InfoPageSchema },
      },
    },
    async (request) => service.pages.get(request.params.slug, request.query.lang),
  );
};

export default contentRoutes;
