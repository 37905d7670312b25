/**
 * A small WooCommerce REST v3 reader: basic auth with the key pair, every page by `X-WP-TotalPages`, a
 * timeout per request. Failures become a WooError naming what went wrong (HTTP status and WooCommerce's
 * own `code`, never its translated `message`), so the admin sees a useful last-sync result.
 */
import { z } from 'zod';
import type { WooConfig } from '../../config.ts';

const PER_PAGE = 100;
/** A store with more pages than this is answering nonsense; stop rather than loop. */
const MAX_PAGES = 200;

export class WooError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string,
  ) {
    super(message);
    this.name = 'WooError';
  }
}

const WooErrorBody = z.looseObject({ code: z.string(), message: z.string().optional() });

/** Every item of a paged collection (`/products`, `/products/categories`) in one language. */
export async function fetchAll(
  config: WooConfig,
  resource: string,
  params: Record<string, string>,
): Promise<unknown[]> {
  const items: unknown[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    const url = new URL(`${config.url}/wp-json/wc/v3/${resource}`);
    for (const [name, value] of Object.entries({ ...params, per_page: String(PER_PAGE), page: String(page) })) {
      url.searchParams.set(name, value);
    }
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          authorization: `Basic ${Buffer.from(`${config.key}:${config.secret}`).toString('base64')}`,
          accept: 'application/json',
        },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new WooError(
        timedOut ? `no answer within ${config.timeoutMs} ms` : `cannot reach the store: ${(error as Error).message}`,
        null,
        timedOut ? 'timeout' : 'unreachable',
      );
    }
    const body = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new WooError(
        `answer to ${resource} is not JSON (HTTP ${response.status})`,
        response.status,
        'invalid_json',
      );
    }
    if (!response.ok) {
      const error = WooErrorBody.safeParse(parsed);
      const code = error.success ? error.data.code : `http_${response.status}`;
      throw new WooError(`${resource}: HTTP ${response.status} ${code}`, response.status, code);
    }
    if (!Array.isArray(parsed))
      throw new WooError(`answer to ${resource} is not a list`, response.status, 'invalid_shape');
    items.push(...parsed);
    const declared = Number.parseInt(response.headers.get('x-wp-totalpages') ?? '1', 10);
    totalPages = Number.isInteger(declared) && declared > 0 ? Math.min(declared, MAX_PAGES) : 1;
  }
  return items;
}
