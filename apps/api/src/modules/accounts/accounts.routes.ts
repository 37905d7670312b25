import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth.routes.ts';
import usersRoutes from './users.routes.ts';
import verificationRoutes from './verification.routes.ts';

/** The accounts capability: verification, auth and user routes. Their answers are never cached. */
const accountsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(verificationRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
};

export default accountsRoutes;
