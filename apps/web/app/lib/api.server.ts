/**
 * The only way the web reads or writes data: it calls the API as the visitor. In the one-process server
 * the API is called in-process (`context.callApi`, Fastify `inject`); with `API_URL` set, over HTTP.
 * Authorisation therefore lives in the API alone.
 */
import {
  ErrorBodySchema,
  errorMessage,
  type ApiRequest,
  type ApiResponse,
  type Lang,
  type WebLoadContext,
} from '@polotno/domain';
import { env } from './env.server';
import { pageLang } from './locale';

/** A failed API call, carrying the API's error body (`message` is already in the page's language). */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: unknown;

  constructor(body: { statusCode: number; code: string; message: string; details?: unknown }) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.code = body.code;
    this.details = body.details;
  }
}

export interface ApiInit {
  method?: ApiRequest['method'];
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `multipart/form-data` (file uploads); use instead of `body`. */
  form?: FormData;
  /** Extra request headers (lower-case names), e.g. `idempotency-key` of an order. */
  headers?: Record<string, string>;
  /** When given, the API's `Set-Cookie` headers are appended here, for the loader or action to return. */
  responseHeaders?: Headers;
}

// Headers of the visitor's request that the API needs: the session, the language, and the origin of a
// state-changing request (the API refuses cookie-authenticated writes from another origin).
const FORWARDED = ['cookie', 'accept-language', 'origin'] as const;
const HTTP_TIMEOUT_MS = 10_000;

/** Calls `path` (starting with `/api/`) as the visitor of `request`; returns the parsed JSON or throws ApiError. */
export async function apiRequest<T>(
  context: WebLoadContext,
  request: Request,
  path: string,
  init: ApiInit = {},
): Promise<T> {
  if (!path.startsWith('/api/')) throw new Error(`API paths start with /api/, got ${path}`);
  const lang = pageLang(request);
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of FORWARDED) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  Object.assign(headers, init.headers);
  const call: ApiRequest = { method: init.method ?? 'GET', url: withLang(path, lang), headers };
  if (init.form) {
    // Let the platform encode the form, boundary included, then pass its bytes on.
    const encoded = new Request('http://form.invalid', { method: 'POST', body: init.form });
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    call.body = new Uint8Array(await encoded.arrayBuffer());
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    call.body = JSON.stringify(init.body);
  }

  const response = context.callApi ? await context.callApi(call) : await callOverHttp(call, request.signal, lang);
  if (init.responseHeaders) {
    const cookies = response.headers['set-cookie'];
    for (const cookie of Array.isArray(cookies) ? cookies : cookies ? [cookies] : []) {
      init.responseHeaders.append('set-cookie', cookie);
    }
  }
  if (response.status >= 200 && response.status < 300) {
    return (response.body === '' ? undefined : JSON.parse(response.body)) as T;
  }
  throw new ApiError(readErrorBody(response, lang));
}

// The page's language wins over the visitor's Accept-Language: the API reads `?lang=` first.
function withLang(path: string, lang: Lang): string {
  const url = new URL(path, 'http://api.invalid');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

async function callOverHttp(call: ApiRequest, visitorSignal: AbortSignal, lang: Lang): Promise<ApiResponse> {
  if (!env.API_URL) throw new Error('Neither an in-process API nor API_URL is available');
  try {
    const response = await fetch(`${env.API_URL}${call.url}`, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.any([visitorSignal, AbortSignal.timeout(HTTP_TIMEOUT_MS)]),
      redirect: 'manual',
    });
    const headers: ApiResponse['headers'] = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value;
    });
    headers['set-cookie'] = response.headers.getSetCookie();
    return { status: response.status, headers, body: await response.text() };
  } catch (error) {
    console.error('API unreachable', error);
    throw new ApiError({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: errorMessage('SERVICE_UNAVAILABLE', lang),
    });
  }
}

function readErrorBody(response: ApiResponse, lang: Lang): ConstructorParameters<typeof ApiError>[0] {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(response.body));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON (a proxy's error page, for example): fall through to the generic error.
  }
  const code = response.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL';
  return { statusCode: response.status, code, message: errorMessage(code, lang) };
}
