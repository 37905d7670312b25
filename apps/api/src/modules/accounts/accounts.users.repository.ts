/** SQL of users. */
import { tables, type Db } from '@polotno/db';
import { asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from '@polotno/db/orm';
import { buyerTitle, type CompanyRole, type ProfileInput, type Role } from '@polotno/domain';

const { users, memberships, companies } = tables;
export type UserRow = typeof users.$inferSelect;

/** The user with this id, or null. */
export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The user with this normalised phone, or null. */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row ?? null;
}

/** The user with this (lower-case) e-mail, or null. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export interface NewUser {
  phone: string;
  name: string;
  email: string | null;
  passwordHash: string;
  role: Role;
}

/** Inserts a user; null when the phone or e-mail is already taken (the unique index decides). */
export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({ ...user, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Writes profile fields (only those given). */
export async function updateProfile(db: Db, id: string, profile: ProfileInput, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...profile, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Replaces the password hash. */
export async function updatePasswordHash(db: Db, id: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

/** Sets the blocked flag and/or role. */
export async function updateAdminFields(
  db: Db,
  id: string,
  fields: { blocked?: boolean; role?: Role },
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** True when at least one ADMIN account exists. */
export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  return Boolean(row);
}

/** A page of users, newest first, optionally filtered by a phone, name or e-mail fragment. */
export async function listUsers(
  db: Db,
  options: { page: number; pageSize: number; search?: string },
): Promise<{ rows: UserRow[]; total: number }> {
  let where: SQL | undefined;
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = search.replace(/\D/g, '');
    where = or(
      ilike(users.name, pattern),
      ilike(users.email, pattern),
      ...(digits.length >= 3 ? [sql`${users.phone} like ${`%${digits}%`}`] : []),
    );
  }
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The companies of these users with their role in each, by user id, in the order they joined. */
export async function findUsersCompanies(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, Array<{ id: string; title: string; role: CompanyRole }>>> {
  const found = new Map<string, Array<{ id: string; title: string; role: CompanyRole }>>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ userId: memberships.userId, role: memberships.role, company: companies })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(inArray(memberships.userId, [...userIds]))
    .orderBy(asc(memberships.createdAt));
  for (const row of rows) {
    const list = found.get(row.userId) ?? [];
    list.push({ id: row.company.id, title: buyerTitle(row.company), role: row.role });
    found.set(row.userId, list);
  }
  return found;
}
