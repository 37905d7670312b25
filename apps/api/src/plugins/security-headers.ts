/**
 * Security headers on every answer. JSON answers get a CSP that allows nothing; pages rendered by the web
 * replace it with a policy whose scripts run only with that request's nonce (see `pageCsp`).
 */
import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/** A fresh nonce for one HTML page's scripts. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The Content-Security-Policy of an HTML page whose scripts carry `nonce`. */
export function pageCsp(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

export default fp(
  async function securityHeaders(app: FastifyInstance, options: { config: Config }) {
    const production = options.config.env === 'production';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // Browsers send `Origin: null` with a form POST under `no-referrer`; the API's same-origin check for
      // cookie-authenticated writes needs the real origin, and other sites still receive no referrer.
      referrerPolicy: { policy: 'same-origin' },
    });
  },
  { name: 'security-headers' },
);
