import {
  BlockBodySchema,
  CheckPhoneBodySchema,
  LoginResponseSchema,
  ProfileBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  RoleBodySchema,
  SuccessSchema,
  UserBodySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSchema,
} from '@polotno/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser, setSessionCookie } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { signedIn } from '../../plugins/openapi.ts';
import { authenticated, clientOf } from './accounts.auth.routes.ts';
import type { UsersService } from './accounts.users.service.ts';

/** Registration, reset, profiles and the admin's user calls (spec §7 user calls). */
const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const rateLimit = authRateLimit(app.config);

  app.post(
    '/api/user/check-phone',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Whether a phone is registered (true / false)',
        body: CheckPhoneBodySchema,
        response: { 200: z.boolean() },
      },
    },
    async (request) => users.isPhoneRegistered(request.body.phone),
  );

  app.post(
    '/api/user/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Register with a verified phone (verificationToken); logs in. The role is always USER',
        body: RegisterBodySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request, reply) => {
      const { session, user } = await users.register(request.body, clientOf(request));
      setSessionCookie(reply, app.config, session);
      return { access_token: session.accessToken, user };
    },
  );

  app.post(
    '/api/user/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the verificationToken of a reset code; ends every session',
        body: ResetPasswordBodySchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await users.resetPassword(request.body);
      return { success: true as const };
    },
  );

  app.get(
    '/api/user',
    {
      preValidation: authenticated,
      schema: {
        tags: ['accounts'],
        summary: 'ADMIN: all users, paginated, searchable by phone, name or e-mail',
        security: signedIn,
        querystring: UserListQuerySchema,
        response: { 200: UserListSchema },
      },
    },
    async (request) => {
      requireAdmin(request);
      return users.listUsers(request.query);
    },
  );

  app.put(
    '/api/user',
    {
      preValidation: authenticated,
      schema: {
        tags: ['accounts'],
        summary: 'Update a profile given as a user object (own, or any for ADMIN)',
        security: signedIn,
        body: UserBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const { id, ...profile } = request.body;
      return users.updateProfile(caller, id ?? caller.id, profile);
    },
  );

  app.get(
    '/api/user/:id',
    {
      preValidation: authenticated,
      schema: {
        tags: ['accounts'],
        summary: 'A user (own, or any for ADMIN)',
        security: signedIn,
        params: UserIdParamsSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => users.getUser(requireUser(request), request.params.id),
  );

  app.put(
    '/api/user/:id',
    {
      preValidation: authenticated,
      schema: {
        tags: ['accounts'],
        summary: 'Update name, e-mail, company, address (own, or any for ADMIN); phone and role are not changed',
        security: signedIn,
        params: UserIdParamsSchema,
        body: ProfileBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => users.updateProfile(requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/user/:id/block',
    {
      preValidation: authenticated,
      schema: {
        tags: ['accounts'],
        summary: 'ADMIN: block or unblock a user (blocking ends their sessions)',
        security: signedIn,
        params: UserIdParamsSchema,
        body: BlockBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => users.setBlocked(requireAdmin(request), request.params.id, request.body.blocked),
  );

  app.put(
    '/api/user/:id/role',
    {
      preValidation: authenticated,
      schema: {
        tags: ['accounts'],
        summary: "ADMIN: change a user's role",
        security: signedIn,
        params: UserIdParamsSchema,
        body: RoleBodySchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => users.setRole(requireAdmin(request), request.params.id, request.body.role),
  );
};

export default usersRoutes;
