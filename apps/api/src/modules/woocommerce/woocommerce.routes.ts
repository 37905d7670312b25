/**
 * WooCommerce integration endpoints: the signed webhook that triggers a sync, and the admin's view of
 * the last sync result (plus a button to sync now).
 */
import { AppError, ErrorBodySchema, WooStatusSchema, WooSyncResultSchema } from '@polotno/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { signedIn } from '../../plugins/openapi.ts';
import type { WoocommerceService } from './woocommerce.service.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The webhook reads its body raw: the signature is over the exact bytes WooCommerce sent. */
async function webhookRoute(app: FastifyInstance, { service }: { service: WoocommerceService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/integrations/woocommerce/webhook',
    {
      schema: {
        tags: ['woocommerce'],
        summary: 'WooCommerce webhook (any topic): verified by X-WC-Webhook-Signature, then a sync is scheduled',
        response: { 202: z.object({ accepted: z.literal(true) }), 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-wc-webhook-signature'];
      if (!service.verifyWebhook(body, typeof signature === 'string' ? signature : undefined)) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      service.requestSync();
      return reply.code(202).send({ accepted: true as const });
    },
  );
}

const woocommerceRoutes: FastifyPluginAsyncZod<{ service: WoocommerceService }> = async (app, { service }) => {
  await app.register(webhookRoute, { service });

  app.get(
    '/api/admin/integrations/woocommerce',
    {
      schema: {
        tags: ['woocommerce'],
        security: signedIn,
        summary: 'Whether WooCommerce is configured and the last sync result (ADMIN)',
        response: { 200: WooStatusSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return service.status();
    },
  );

  app.post(
    '/api/admin/integrations/woocommerce/sync',
    {
      schema: {
        tags: ['woocommerce'],
        security: signedIn,
        summary: 'Synchronise from WooCommerce now and return the result (ADMIN)',
        response: { 200: WooSyncResultSchema, ...errors },
      },
    },
    async (request) => {
      requireAdmin(request);
      return service.syncNow();
    },
  );
};

export default woocommerceRoutes;
