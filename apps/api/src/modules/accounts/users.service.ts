/**
 * Users: registration (only with a verification token; the role is always USER), profiles, password
 * change and reset, and the admin's list, block and role calls. Every `{id}` is checked against the
 * caller here: own id or ADMIN.
 */
import { randomBytes } from 'node:crypto';
import { AppError, formatPhone, type AuthUser, type ProfileInput, type Role, type User } from '@polotno/domain';
import type { AccountsDeps } from './accounts.deps.ts';
import { openSession, type ClientInfo, type IssuedSession } from './auth.service.ts';
import { assertNewPasswordAllowed, hashPassword, verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.repository.ts';
import * as repo from './users.repository.ts';
import { spendVerificationToken } from './verification.service.ts';

/** The user as the API shows it (no password hash). */
export function toPublicUser(row: repo.UserRow): User {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    email: row.email,
    company: row.company,
    address: row.address,
    role: row.role,
    blocked: row.blocked,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
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

async function getUserRow(deps: AccountsDeps, id: string): Promise<repo.UserRow> {
  const row = await repo.findUserById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export interface NewAccount {
  phone: string;
  name: string;
  email?: string | null;
  password: string;
  role?: Role;
}

/** Creates an account with a hashed password; 409 when the phone or e-mail is taken. */
export async function createAccount(db: AccountsDeps['db'], account: NewAccount, now: Date): Promise<repo.UserRow> {
  const passwordHash = await hashPassword(account.password);
  const row = await repo.insertUser(
    db,
    {
      phone: account.phone,
      name: account.name,
      email: account.email ?? null,
      passwordHash,
      role: account.role ?? 'USER',
    },
    now,
  );
  if (row) return row;
  if (await repo.findUserByPhone(db, account.phone)) throw new AppError('PHONE_ALREADY_REGISTERED');
  throw new AppError('EMAIL_ALREADY_REGISTERED');
}

/** True when the phone belongs to an account. */
export async function isPhoneRegistered(deps: AccountsDeps, phone: string): Promise<boolean> {
  return Boolean(await repo.findUserByPhone(deps.db, phone));
}

/** Registers a USER whose phone was just verified, and logs them in. */
export async function register(
  deps: AccountsDeps,
  input: { phone: string; name: string; email?: string | null; password: string; verificationToken: string },
  client: ClientInfo,
): Promise<{ session: IssuedSession; user: User }> {
  assertNewPasswordAllowed(input.password);
  if (await repo.findUserByPhone(deps.db, input.phone)) throw new AppError('PHONE_ALREADY_REGISTERED');
  const row = await deps.db.transaction(async (tx) => {
    await spendVerificationToken(deps, tx, input.verificationToken, input.phone, 'register');
    return createAccount(tx, { ...input, role: 'USER' }, deps.config.now());
  });
  deps.log.info({ userId: row.id }, 'user registered');
  const session = await openSession(deps, row, client);
  return { session, user: toPublicUser(row) };
}

/** A user's own record, or any record for an ADMIN. */
export async function getUser(deps: AccountsDeps, caller: AuthUser, id: string): Promise<User> {
  assertOwnerOrAdmin(caller, id);
  return toPublicUser(await getUserRow(deps, id));
}

/** Changes name, e-mail, company or address; phone and role are not changeable here. */
export async function updateProfile(
  deps: AccountsDeps,
  caller: AuthUser,
  id: string,
  profile: ProfileInput,
): Promise<User> {
  assertOwnerOrAdmin(caller, id);
  await getUserRow(deps, id);
  const fields = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined)) as ProfileInput;
  try {
    const row = await repo.updateProfile(deps.db, id, fields, deps.config.now());
    if (!row) throw new AppError('NOT_FOUND');
    return toPublicUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_REGISTERED');
    throw error;
  }
}

/** Changes the caller's own password after checking the current one; other sessions end. */
export async function changePassword(
  deps: AccountsDeps,
  caller: AuthUser,
  callerSessionId: string,
  id: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  // Nobody, an ADMIN included, can know another user's current password: only one's own can be changed.
  if (caller.id !== id) throw new AppError('FORBIDDEN');
  const row = await getUserRow(deps, id);
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) throw new AppError('CURRENT_PASSWORD_INVALID');
  assertNewPasswordAllowed(input.newPassword);
  const now = deps.config.now();
  await repo.updatePasswordHash(deps.db, id, await hashPassword(input.newPassword), now);
  await revokeUserSessions(deps.db, id, now, callerSessionId);
  deps.log.info({ userId: id }, 'password changed');
}

/** Sets a new password for a phone proven by a `reset` verification token; every session of the user ends. */
export async function resetPassword(
  deps: AccountsDeps,
  input: { phone: string; newPassword: string; verificationToken: string },
): Promise<void> {
  assertNewPasswordAllowed(input.newPassword);
  const row = await repo.findUserByPhone(deps.db, input.phone);
  if (!row) throw new AppError('USER_NOT_FOUND');
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    await spendVerificationToken(deps, tx, input.verificationToken, input.phone, 'reset');
    await repo.updatePasswordHash(tx, row.id, passwordHash, now);
    await revokeUserSessions(tx, row.id, now);
  });
  deps.log.info({ userId: row.id }, 'password reset');
}

/** ADMIN: a page of users, searchable by phone, name or e-mail. */
export async function listUsers(
  deps: AccountsDeps,
  query: { page: number; pageSize: number; search?: string },
): Promise<{ items: User[]; total: number; page: number; pageSize: number }> {
  const { rows, total } = await repo.listUsers(deps.db, query);
  return { items: rows.map(toPublicUser), total, page: query.page, pageSize: query.pageSize };
}

/** ADMIN: blocks or unblocks a user; blocking ends all their sessions. */
export async function setBlocked(deps: AccountsDeps, caller: AuthUser, id: string, blocked: boolean): Promise<User> {
  if (caller.id === id) throw new AppError('ACCOUNT_SELF_CHANGE');
  await getUserRow(deps, id);
  const now = deps.config.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateAdminFields(tx, id, { blocked }, now);
    if (blocked) await revokeUserSessions(tx, id, now);
    return updated;
  });
  if (!row) throw new AppError('NOT_FOUND');
  deps.log.info({ userId: id, blocked, by: caller.id }, 'user block changed');
  return toPublicUser(row);
}

/** ADMIN: changes a user's role (takes effect on their next request). */
export async function setRole(deps: AccountsDeps, caller: AuthUser, id: string, role: Role): Promise<User> {
  if (caller.id === id) throw new AppError('ACCOUNT_SELF_CHANGE');
  await getUserRow(deps, id);
  const row = await repo.updateAdminFields(deps.db, id, { role }, deps.config.now());
  if (!row) throw new AppError('NOT_FOUND');
  deps.log.info({ userId: id, role, by: caller.id }, 'user role changed');
  return toPublicUser(row);
}

/**
 * Start-up: when no ADMIN exists, creates one from ADMIN_PHONE / ADMIN_PASSWORD, or with phone
 * 79990000000 and a random password that is printed once.
 */
export async function ensureAdmin(deps: AccountsDeps, print: (line: string) => void): Promise<void> {
  if (await repo.adminExists(deps.db)) return;
  const phone = deps.config.admin.phone ? `7${deps.config.admin.phone.replace(/\D/g, '').slice(1)}` : '79990000000';
  const password = deps.config.admin.password ?? randomBytes(12).toString('base64url');
  const now = deps.config.now();
  const existing = await repo.findUserByPhone(deps.db, phone);
  if (existing) {
    // The configured phone already has a customer account: promote it and set the configured password.
    await repo.updateAdminFields(deps.db, existing.id, { role: 'ADMIN', blocked: false }, now);
    await repo.updatePasswordHash(deps.db, existing.id, await hashPassword(password), now);
  } else {
    await createAccount(deps.db, { phone, name: 'Администратор', password, role: 'ADMIN' }, now);
  }
  if (deps.config.admin.password) {
    print(`Admin account created: ${formatPhone(phone)} (password from ADMIN_PASSWORD)`);
  } else {
    print(`Admin account created: ${formatPhone(phone)} password: ${password} (shown once; change it after login)`);
  }
}
