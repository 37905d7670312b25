/**
 * Security headers and the request id on every answer. JSON answers get a CSP that allows nothing; pages
 * rendered by the web replace it with a policy whose inline scripts run only with that request's nonce, or,
 * for a page answered from the page cache, only with the hashes of the scripts its render marked (see
 * `pageCsp`, `page-cache.ts`). The set is the one helmet sent with our options, computed once at start-up
 * and put on each reply in one call: building helmet's middleware chain per request cost more than the rest
 * of a cached answer.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** A fresh nonce for one HTML page's scripts. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The CSP source that admits the scripts carrying `nonce`. */
export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

/**
 * The Content-Security-Policy of an HTML page whose inline scripts are admitted by `scripts`: the source
 * `'nonce-…'` of the page's nonce, or the `'sha256-…'` hashes of its scripts.
 */
export function pageCsp(scripts: readonly string[], production: boolean): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Vite's dev server talks to the page over a websocket.
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The browser features the shop never uses, turned off for its pages and anything they embed: a script that
 * got in could not ask for the camera, the microphone, the visitor's location, a payment sheet or a device.
 * Only names Chromium knows: it reports an unknown one as an error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The headers every answer carries (HSTS only in production, where the shop is behind HTTPS). */
export function securityHeaders(production: boolean): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': PERMISSIONS_POLICY,
    // Browsers send `Origin: null` with a form POST under `no-referrer`; the API's same-origin check for
    // cookie-authenticated writes needs the real origin, and other sites still receive no referrer.
    'referrer-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance, options: { config: Config }) {
    const headers = securityHeaders(options.config.env === 'production');
    // A callback hook: an async one costs a promise and a microtask turn on every request.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers).header('x-request-id', request.id);
      done();
    });
  },
  { name: 'security-headers' },
);
