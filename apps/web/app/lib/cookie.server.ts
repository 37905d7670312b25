import { env } from './env.server';

/**
 * The `; Secure` attribute of a cookie the web sets: always in production, as the API's session cookie, so a
 * proxy that reaches the shop over plain HTTP cannot make a browser keep it for `http:`; elsewhere only on a
 * request that came over HTTPS (a developer's `http://localhost` would drop a Secure cookie).
 */
export function secureAttribute(request: Request, production = env.NODE_ENV === 'production'): string {
  return production || new URL(request.url).protocol === 'https:' ? '; Secure' : '';
}
