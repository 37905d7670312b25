/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas: JSON at /api/docs/json, the
 * browsable UI at /api/docs. What every operation shares is written here once, from what the route itself
 * says: its `operationId` from its method and path, its security (none unless the route or its plugin's
 * admin hook declares it), the error body on its 4xx answers (401 and 403 when it needs a signed-in caller)
 * with the closed list of error codes (one component, `Error`), the tags, and `servers` from PUBLIC_URL.
 * Routes outside `/api/` (the pages and their catch-all, assets, `/version.json`) and the document's own are
 * left out. `openapi.test.ts` lints the result with Spectral and Redocly, `openapi.answers.test.ts` holds every
 * answer to it, and `openapi.client.test.ts` builds a typed client from it. Decision record 019.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERRORS, ErrorBodySchema, type ErrorCode } from '@polotno/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { requireAdmin, sessionCookieName } from './auth.ts';

/** The OpenAPI `security` of a route that needs a signed-in caller: a bearer token or the session cookie. */
export const signedIn: Array<Record<string, string[]>> = [{ bearer: [] }, { session: [] }];

/** The OpenAPI `security` of 1C's exchange endpoint: HTTP Basic at checkauth, then the cookie it answers. */
export const onecCaller: Array<Record<string, string[]>> = [{ onecBasic: [] }, { onecSession: [] }];

/** The body of every error answer, as `plugins/errors.ts` sends it; `code` is one of the domain's. */
export const ErrorAnswerSchema = z
  .object({
    statusCode: z.number().int().min(400).max(599),
    code: z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]),
    message: z.string().describe('In the request’s language (`?lang=` or `Accept-Language`: ru, uz)'),
    details: z.unknown().optional().describe('What the code names: the fields at fault, the short lines…'),
  })
  // Named once in the document (`#/components/schemas/Error`), as zod's global registry names a schema with an id.
  .meta({ id: 'Error', description: 'An error: `code` says what went wrong, `message` says it to a person' });

/** An error answer: the one error body, and what the status means for the caller. */
function errorAnswer(description: string) {
  return { description, content: { 'application/json': { schema: ErrorAnswerSchema } } };
}

/** What an error status tells a client; `4XX` stands for any other. */
const ERROR_ANSWERS: Record<string, ReturnType<typeof errorAnswer>> = {
  400: errorAnswer('The input was refused; `details.fields` names the fields at fault'),
  401: errorAnswer('No caller: no token or session, or it expired (`POST /api/auth/refresh`)'),
  403: errorAnswer('The caller may not: not an ADMIN, another customer’s object, a blocked account'),
  404: errorAnswer('No such object'),
  409: errorAnswer('The object’s state does not allow it now'),
  410: errorAnswer('The link is no longer usable: expired, revoked or already used'),
  413: errorAnswer('The body or file is too large'),
  415: errorAnswer('A file of a type not taken here'),
  422: errorAnswer('The input is well-formed but not acceptable; `details` says why'),
  '4XX': errorAnswer('Refused: `code` says why (a rate limit, a conflict, bad input…)'),
  502: errorAnswer('An outside service the call needs (the SMS provider) failed; try again'),
};

/** A file's bytes: a binary string to the document, whatever the handler sends (a Buffer, a stream). */
const FileBytesSchema = z.unknown().meta({ type: 'string', format: 'binary' });

/**
 * A response that is a file rather than JSON: its media types (a file may come as one of several) and what it is.
 * Fastify sends the bytes as they are; the document names the types.
 */
export function fileAnswer(description: string, ...mediaTypes: [string, ...string[]]) {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileBytesSchema }])),
  };
}

/**
 * The hook of an admin routes plugin (`<capability>.admin.routes.ts`): every route `app` declares after it is
 * behind `requireAdmin` before its body is read, so a refused call changes nothing, and is documented as
 * needing a signed-in caller.
 */
export function adminOnly(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: route.schema?.security ?? signedIn };
  });
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
}

const WORD = /[a-z0-9]+/gi;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * `getOrderInvoicePdf` for `GET /api/order/:id/invoice.pdf`: the method, then the path's words after `/api/`,
 * then `By` and the parameters that end the path (`getProductById`, `postUserSavedByUserIdAndProductId`).
 * Stable while the path stays; unique because method and path are (the tests check it).
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url.replace(/^\/api\//, '').split('/');
  const trailing: string[] = [];
  while (segments.at(-1)?.startsWith(':')) trailing.unshift(segments.pop()!.slice(1));
  const words = segments.filter((segment) => !segment.startsWith(':')).flatMap((segment) => segment.match(WORD) ?? []);
  const by = trailing.length > 0 ? `By${trailing.map(capitalised).join('And')}` : '';
  return `${method.toLowerCase()}${words.map(capitalised).join('')}${by}`;
}

interface RouteDocument {
  schema: FastifySchema & Record<string, unknown>;
  url: string;
  route: { method: string | string[] };
  openapiObject: Partial<{ openapi: string }>;
}

/** A route as the document shows it: see the file's comment. */
function documentRoute(input: RouteDocument) {
  const { schema, url, route } = input;
  if (!url.startsWith('/api/') || url.startsWith('/api/docs') || schema?.hide) {
    return { schema: { hide: true }, url };
  }
  const security = (schema.security as FastifySchema['security'] | undefined) ?? [];
  const needsCaller = security.some((scheme) => 'bearer' in scheme || 'session' in scheme);
  // A route's own error statuses (`404: ErrorBodySchema`) are the one error body too, with its codes.
  const declared = Object.entries((schema.response as Record<string, unknown> | undefined) ?? {}).map(
    ([status, answer]) => [
      status,
      answer === ErrorBodySchema ? (ERROR_ANSWERS[status] ?? ERROR_ANSWERS['4XX']) : answer,
    ],
  );
  const response = {
    ...(needsCaller ? { 401: ERROR_ANSWERS[401], 403: ERROR_ANSWERS[403] } : {}),
    ...Object.fromEntries(declared),
    '4XX': ERROR_ANSWERS['4XX'],
  };
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const converted = jsonSchemaTransform({ ...input, schema: { ...schema, response } } as Parameters<
    typeof jsonSchemaTransform
  >[0]);
  return {
    url,
    schema: {
      ...converted.schema,
      operationId: schema.operationId ?? operationIdOf(method, url),
      security,
    },
  };
}

/** What the document's last touches read of it. */
interface DocumentShape {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, { tags?: string[] }>>;
}

/** The document with only the components it refers to (the library adds an input twin of each, `ErrorInput`). */
function referredComponents(document: DocumentShape): DocumentShape {
  const text = JSON.stringify(document);
  const schemas = Object.entries(document.components?.schemas ?? {}).filter(([name]) =>
    text.includes(`"#/components/schemas/${name}"`),
  );
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(schemas) } };
}

function tagsOf(document: DocumentShape) {
  const names = Object.values(document.paths ?? {}).flatMap((item) =>
    Object.values(item).flatMap((operation) => operation.tags ?? []),
  );
  return [...new Set(names)].sort().map((name) => ({ name }));
}

export default fp(
  async function openapi(app: FastifyInstance, options: { config: Config }) {
    const { config } = options;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Polotno API',
          description:
            'Catalogue, accounts, carts and orders of the Polotno knitted-fabric shop. Errors are `{ statusCode, code, message }`; ' +
            'messages follow `?lang=` or `Accept-Language` (ru, uz). Calls that need a caller take ' +
            '`Authorization: Bearer <access_token>` (from `POST /api/auth/login`) or the session cookie; a cookie ' +
            'write must come with the shop’s own `Origin`.',
          version: '1.0.0',
        },
        servers: [{ url: new URL(config.publicUrl).origin, description: 'This shop (PUBLIC_URL)' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) },
            // 1C's exchange endpoint alone: its login at checkauth, then the cookie checkauth answers (ONEC_COOKIE).
            onecBasic: { type: 'http', scheme: 'basic' },
            onecSession: { type: 'apiKey', in: 'cookie', name: 'polotno_1c' },
          },
        },
      },
      transform: documentRoute as never,
      // The tags the operations use, listed once, as generators and the UI group by them.
      transformObject: (documentObject) => {
        const document = referredComponents(
          jsonSchemaTransformObject(documentObject as Parameters<typeof jsonSchemaTransformObject>[0]) as DocumentShape,
        );
        return { ...document, tags: tagsOf(document) };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
