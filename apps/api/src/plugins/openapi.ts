/** OpenAPI generated from the zod route schemas: JSON at /api/docs/json, the browsable UI at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI `security` of a route that needs a signed-in caller: a bearer token or the session cookie. */
export const signedIn: Array<Record<string, string[]>> = [{ bearer: [] }, { session: [] }];

export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Polotno API',
          description:
            'Catalogue, accounts, carts and orders of the Polotno knitted-fabric shop. Errors are `{ statusCode, code, message }`; ' +
            'messages follow `?lang=` or `Accept-Language` (ru, uz).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            session: { type: 'apiKey', in: 'cookie', name: 'polotno_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
