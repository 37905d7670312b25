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
    // A callback hook: an async one costs a promise and a microtask turn on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const query = request.query as Record<string, unknown> | undefined;
      request.lang =
        typeof query?.lang === 'string'
          ? toLang(query.lang)
          : langFromAcceptLanguage(request.headers['accept-language']);
      done();
    });
  },
  { name: 'lang' },
);
