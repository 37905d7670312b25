/**
 * An account record, as both the auth and the users services need it: creating one with a hashed password,
 * and the user as the API shows it. Kept apart from either service so neither imports the other.
 */
import { AppError, type Role, type User } from '@polotno/domain';
import type { Db } from '@polotno/db';
import { hashPassword } from './accounts.passwords.ts';
import * as repo from './accounts.users.repository.ts';

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

export interface NewAccount {
  phone: string;
  name: string;
  email?: string | null;
  password: string;
  role?: Role;
}

/** Creates an account with a hashed password; 409 when the phone or e-mail is taken. */
export async function createAccount(db: Db, account: NewAccount, now: Date): Promise<repo.UserRow> {
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
