import { env } from './env.server';

/**
 * The origin of the shop's absolute addresses (canonical links, sitemaps, robots.txt, JSON-LD): the
 * configured `PUBLIC_URL`, so a request's `Host` header can never put another site's name into a page
 * that caches or search engines keep; the request's own origin when none is configured (development).
 */
export function publicOrigin(request: Request): string {
  return env.PUBLIC_URL ?? new URL(request.url).origin;
}
