import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  RefreshResponseSchema,
  SuccessSchema,
  UserIdParamsSchema,
  UserSchema,
} from '@polotno/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, requireUser, sessionCookieName, setSessionCookie } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { signedIn } from '../../plugins/openapi.ts';
import type { AuthService } from './accounts.auth.service.ts';
import type { UsersService } from './accounts.users.service.ts';

/** The client a session is opened for. */
export function clientOf(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

/** Refuses anonymous callers before their input is even validated. */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Login, sessions and password change (spec §7 auth calls). */
const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; users: UsersService }> = async (app, { auth, users }) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: "Log in by phone or e-mail and password; sets the session cookie. role 'admin' admits only ADMIN",
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const { session, user } = await auth.login(request.body, clientOf(request));
      setSessionCookie(reply, app.config, session);
      return { access_token: session.accessToken, user };
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'A new access token for the session cookie',
        security: [{ session: [] }],
        response: { 200: RefreshResponseSchema },
      },
    },
    async (request) => ({ accessToken: await auth.refresh(request.auth) }),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the current session (bearer or cookie)',
        security: signedIn,
        response: { 200: SuccessSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.auth);
      // Only a request that carried the cookie clears it. A cross-site form cannot send it (SameSite=Lax),
      // and clearing it anyway would let any site sign a visitor out while the session stays alive.
      if (request.cookies[sessionCookieName(app.config)] !== undefined) clearSessionCookie(reply, app.config);
      return { success: true as const };
    },
  );

  app.get(
    '/api/auth/user',
    {
      preValidation: authenticated,
      schema: { tags: ['accounts'], summary: 'The current user', security: signedIn, response: { 200: UserSchema } },
    },
    async (request) => {
      const caller = requireUser(request);
      return users.getUser(caller, caller.id);
    },
  );

  app.put(
    '/api/auth/password/:id',
    {
      config: { rateLimit },
      preValidation: authenticated,
      schema: {
        tags: ['accounts'],
        summary: "Change one's own password; other sessions end",
        security: signedIn,
        params: UserIdParamsSchema,
        body: ChangePasswordBodySchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      await users.changePassword(caller, request.auth?.sessionId ?? '', request.params.id, request.body);
      return { success: true as const };
    },
  );
};

export default authRoutes;
