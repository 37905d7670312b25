/**
 * The accounts capability: SMS verification, login and sessions, and users. It builds the services
 * (`app.accounts`), registers the auth plugin with its `authenticate` (every `/api/` request's caller),
 * and the routes. Other code reaches accounts only through this file.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import authPlugin from '../../plugins/auth.ts';
import { createAuthService, type AuthService } from './accounts.auth.service.ts';
import accountsRoutes from './accounts.routes.ts';
import { createUsersService, type UsersService } from './accounts.users.service.ts';
import { createVerificationService, type VerificationService } from './accounts.verification.service.ts';

export { createAccount, type NewAccount } from './accounts.account.ts';
export type { AuthService, ClientInfo, IssuedSession } from './accounts.auth.service.ts';
export type { UsersService } from './accounts.users.service.ts';
export type { VerificationService } from './accounts.verification.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: { auth: AuthService; users: UsersService; verification: VerificationService };
  }
}

export default fp(
  async function accounts(app: FastifyInstance) {
    const deps = { db: app.db, config: app.config, log: app.log };
    const verification = createVerificationService({ ...deps, sms: app.sms });
    const auth = createAuthService(deps);
    const users = createUsersService({ ...deps, auth, verification, audit: app.audit });
    app.decorate('accounts', { auth, users, verification });
    // Before any route: the auth plugin's hook is what every later route's `request.user` comes from.
    await app.register(authPlugin, { config: app.config, authenticate: auth.authenticate });
    await app.register(accountsRoutes, { auth, users, verification });
  },
  { name: 'accounts', dependencies: ['db', 'sms', 'errors', 'rate-limit', 'audit'] },
);
