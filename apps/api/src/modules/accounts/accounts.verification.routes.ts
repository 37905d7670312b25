import {
  CheckCodeBodySchema,
  CheckCodeResponseSchema,
  SendCodeBodySchema,
  SendCodeResponseSchema,
} from '@polotno/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import type { VerificationService } from './accounts.verification.service.ts';

/** SMS codes for registration and password reset (spec §7 verification calls). */
const verificationRoutes: FastifyPluginAsyncZod<{ verification: VerificationService }> = async (
  app,
  { verification },
) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    '/api/verification/send',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit code by SMS (purpose register or reset); 60 s between sends, 5 per day',
        body: SendCodeBodySchema,
        response: { 200: SendCodeResponseSchema },
      },
    },
    async (request) =>
      verification.sendCode({
        phone: request.body.phoneNumber,
        purpose: request.body.purpose,
        ip: request.ip,
        lang: request.lang,
      }),
  );

  app.post(
    '/api/verification/check',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Check a code; returns the verification token that registration or reset needs',
        body: CheckCodeBodySchema,
        response: { 200: CheckCodeResponseSchema },
      },
    },
    async (request) =>
      verification.checkCode({
        phone: request.body.phoneNumber,
        code: request.body.code,
        purpose: request.body.purpose,
      }),
  );
};

export default verificationRoutes;
