/** Decides the language of each request: `?lang=` first, then `Accept-Language`, then Russian. */
import { langFromAcceptLanguage, toLang, type Lang } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

export default fp(
  async function lang(app: FastifyInstance) {
    app.decorateRequest('lang', 'ru');
    app.addHook('onRequest', async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang =
        typeof query?.lang === 'string'
          ? toLang(query.lang)
          : langFromAcceptLanguage(request.headers['accept-language']);
    });
  },
  { name: 'lang' },
);
