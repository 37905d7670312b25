import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './accounts.auth.routes.ts';
import type { AuthService } from './accounts.auth.service.ts';
import usersRoutes from './accounts.users.routes.ts';
import type { UsersService } from './accounts.users.service.ts';
import verificationRoutes from './accounts.verification.routes.ts';
import type { VerificationService } from './accounts.verification.service.ts';

/** The accounts capability's routes: verification, auth and users. Their answers are never cached. */
const accountsRoutes: FastifyPluginAsync<{
  auth: AuthService;
  users: UsersService;
  verification: VerificationService;
}> = async (app, { auth, users, verification }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(verificationRoutes, { verification });
  await app.register(authRoutes, { auth, users });
  await app.register(usersRoutes, { users });
};

export default accountsRoutes;
