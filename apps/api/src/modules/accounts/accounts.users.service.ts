/**
 * Users: registration (only with a verification token; the role is always USER), profiles, password
 * change and reset, and the admin's list, block and role calls. Every `{id}` is checked against the
 * caller here: own id or ADMIN.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '@polotno/db';
import {
  AppError,
  formatPhone,
  type AdminUser,
  type AuthUser,
  type ProfileInput,
  type Role,
  type User,
} from '@polotno/domain';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import type { AuditService } from '../audit/audit.module.ts';
import { createAccount, toPublicUser } from './accounts.account.ts';
import type { AuthService, ClientInfo, IssuedSession } from './accounts.auth.service.ts';
import { assertNewPasswordAllowed, hashPassword, verifyPassword } from './accounts.passwords.ts';
import { revokeUserSessions } from './accounts.sessions.repository.ts';
import * as repo from './accounts.users.repository.ts';
import type { VerificationService } from './accounts.verification.service.ts';

export interface UsersDeps {
  db: Db;
  config: Config;
  log: Logger;
  /** Opens the session a new registration is logged in with. */
  auth: Pick<AuthService, 'openSession'>;
  /** Spends the verification token of a registration or a reset. */
  verification: Pick<VerificationService, 'spendToken'>;
  /** Where an ADMIN's changes of accounts (profile, block, role) are recorded, in their transactions. */
  audit: Pick<AuditService, 'record'>;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function assertOwnerOrAdmin(caller: AuthUser, id: string): void {
  if (caller.id !== id && caller.role !== 'ADMIN') throw new AppError('FORBIDDEN');
}

/** The users service: registration, profiles, passwords, the admin's user calls and the first ADMIN. */
export function createUsersService(deps: UsersDeps) {
  const { db, config, log, auth, verification, audit } = deps;

  async function getUserRow(id: string): Promise<repo.UserRow> {
    const row = await repo.findUserById(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    /** True when the phone belongs to an account. */
    async isPhoneRegistered(phone: string): Promise<boolean> {
      return Boolean(await repo.findUserByPhone(db, phone));
    },

    /** Registers a USER whose phone was just verified, and logs them in. */
    async register(
      input: { phone: string; name: string; email?: string | null; password: string; verificationToken: string },
      client: ClientInfo,
    ): Promise<{ session: IssuedSession; user: User }> {
      assertNewPasswordAllowed(input.password);
      if (await repo.findUserByPhone(db, input.phone)) throw new AppError('PHONE_ALREADY_REGISTERED');
      const row = await db.transaction(async (tx) => {
        await verification.spendToken(tx, input.verificationToken, input.phone, 'register');
        return createAccount(tx, { ...input, role: 'USER' }, config.now());
      });
      log.info({ userId: row.id }, 'user registered');
      const session = await auth.openSession(row, client);
      return { session, user: toPublicUser(row) };
    },

    /** A user's own record, or any record for an ADMIN. */
    async getUser(caller: AuthUser, id: string): Promise<User> {
      assertOwnerOrAdmin(caller, id);
      return toPublicUser(await getUserRow(id));
    },

    /** Changes name, e-mail, company or address; phone and role are not changeable here. */
    async updateProfile(caller: AuthUser, id: string, profile: ProfileInput): Promise<User> {
      assertOwnerOrAdmin(caller, id);
      const before = toPublicUser(await getUserRow(id));
      const fields = Object.fromEntries(
        Object.entries(profile).filter(([, value]) => value !== undefined),
      ) as ProfileInput;
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.updateProfile(tx, id, fields, config.now());
          if (!row) throw new AppError('NOT_FOUND');
          // Recorded when an ADMIN edits it (the audit service keeps no customer's own edits).
          await audit.record(tx, { kind: 'user', id, action: 'update', before, after: toPublicUser(row) });
          return toPublicUser(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED');
        throw error;
      }
    },

    /** Changes the caller's own password after checking the current one; other sessions end. */
    async changePassword(
      caller: AuthUser,
      callerSessionId: string,
      id: string,
      input: { currentPassword: string; newPassword: string },
    ): Promise<void> {
      // Nobody, an ADMIN included, can know another user's current password: only one's own can be changed.
      if (caller.id !== id) throw new AppError('FORBIDDEN');
      const row = await getUserRow(id);
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw new AppError('CURRENT_PASSWORD_INVALID');
      }
      assertNewPasswordAllowed(input.newPassword);
      const now = config.now();
      await repo.updatePasswordHash(db, id, await hashPassword(input.newPassword), now);
      await revokeUserSessions(db, id, now, callerSessionId);
      log.info({ userId: id }, 'password changed');
    },

    /** Sets a new password for a phone proven by a `reset` verification token; every session of the user ends. */
    async resetPassword(input: { phone: string; newPassword: string; verificationToken: string }): Promise<void> {
      assertNewPasswordAllowed(input.newPassword);
      const row = await repo.findUserByPhone(db, input.phone);
      if (!row) throw new AppError('USER_NOT_FOUND');
      const passwordHash = await hashPassword(input.newPassword);
      const now = config.now();
      await db.transaction(async (tx) => {
        await verification.spendToken(tx, input.verificationToken, input.phone, 'reset');
        await repo.updatePasswordHash(tx, row.id, passwordHash, now);
        await revokeUserSessions(tx, row.id, now);
      });
      log.info({ userId: row.id }, 'password reset');
    },

    /** ADMIN: a page of users, searchable by phone, name or e-mail, each with the companies they belong to. */
    async listUsers(query: {
      page: number;
      pageSize: number;
      search?: string;
    }): Promise<{ items: AdminUser[]; total: number; page: number; pageSize: number }> {
      const { rows, total } = await repo.listUsers(db, query);
      const companies = await repo.findUsersCompanies(
        db,
        rows.map((row) => row.id),
      );
      const items = rows.map((row) => ({ ...toPublicUser(row), companies: companies.get(row.id) ?? [] }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /** ADMIN: blocks or unblocks a user; blocking ends all their sessions. */
    async setBlocked(caller: AuthUser, id: string, blocked: boolean): Promise<User> {
      if (caller.id === id) throw new AppError('ACCOUNT_SELF_CHANGE');
      const before = await getUserRow(id);
      const now = config.now();
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateAdminFields(tx, id, { blocked }, now);
        if (blocked) await revokeUserSessions(tx, id, now);
        await audit.record(tx, {
          kind: 'user',
          id,
          action: 'update',
          before: { blocked: before.blocked },
          after: { blocked },
        });
        return updated;
      });
      if (!row) throw new AppError('NOT_FOUND');
      log.info({ userId: id, blocked, by: caller.id }, 'user block changed');
      return toPublicUser(row);
    },

    /** ADMIN: changes a user's role (takes effect on their next request). */
    async setRole(caller: AuthUser, id: string, role: Role): Promise<User> {
      if (caller.id === id) throw new AppError('ACCOUNT_SELF_CHANGE');
      const before = await getUserRow(id);
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateAdminFields(tx, id, { role }, config.now());
        await audit.record(tx, { kind: 'user', id, action: 'update', before: { role: before.role }, after: { role } });
        return updated;
      });
      if (!row) throw new AppError('NOT_FOUND');
      log.info({ userId: id, role, by: caller.id }, 'user role changed');
      return toPublicUser(row);
    },

    /**
     * Start-up: when no ADMIN exists, creates one from ADMIN_PHONE / ADMIN_PASSWORD, or with phone
     * 79990000000 and a random password that is printed once.
     */
    async ensureAdmin(print: (line: string) => void): Promise<void> {
      if (await repo.adminExists(db)) return;
      const phone = config.admin.phone ? `7${config.admin.phone.replace(/\D/g, '').slice(1)}` : '79990000000';
      const password = config.admin.password ?? randomBytes(12).toString('base64url');
      const now = config.now();
      const existing = await repo.findUserByPhone(db, phone);
      if (existing) {
        // The configured phone already has a customer account: promote it and set the configured password.
        await repo.updateAdminFields(db, existing.id, { role: 'ADMIN', blocked: false }, now);
        await repo.updatePasswordHash(db, existing.id, await hashPassword(password), now);
      } else {
        await createAccount(db, { phone, name: 'Администратор', password, role: 'ADMIN' }, now);
      }
      if (config.admin.password) {
        print(`Admin account created: ${formatPhone(phone)} (password from ADMIN_PASSWORD)`);
      } else {
        print(`Admin account created: ${formatPhone(phone)} password: ${password} (shown once; change it after login)`);
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
