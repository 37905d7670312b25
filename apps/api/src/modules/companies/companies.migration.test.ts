/**
 * The data migration of company accounts (0022) on a shop as it was before them: a database migrated up to
 * 0020 with the committed SQL files, holding customers of every kind with their requisites, orders, files and
 * sessions; then 0021 and 0022 are applied, and the companies, their owners and what moved to them are checked.
 * On the engine of this test project: a fresh PGlite, or a fresh database on `TEST_DATABASE_URL`.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerRecord } from '../../../test/requisites-fixtures.ts';
import { testDatabaseUrl, testEngine } from '../../../test/test-config.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../../../packages/db/migrations', import.meta.url));

/** The committed migration files up to and including `last` (`0020`), in order. */
function migrationFiles(from: string, to: string): string[] {
  return readdirSync(MIGRATIONS)
    .filter((file) => /^\d{4}_.*\.sql$/.test(file) && file.slice(0, 4) >= from && file.slice(0, 4) <= to)
    .sort()
    .map((file) => path.join(MIGRATIONS, file));
}

interface Engine {
  /** Runs a script of statements (a migration file). */
  exec(text: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

async function openEmptyDatabase(): Promise<Engine> {
  const serverUrl = testEngine() === 'postgres' ? testDatabaseUrl() : null;
  if (!serverUrl) {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    return {
      exec: async (text) => void (await db.exec(text)),
      query: async <T>(text: string, params: unknown[] = []) => (await db.query<T>(text, params)).rows,
      close: () => db.close(),
    };
  }
  const name = `polotno_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    query: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let db: Engine;

/** Inserts a row and returns its id. */
async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) =>
    value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value,
  );
  const [inserted] = await db.query<{ id: string }>(
    `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     returning ${table === 'requisites' ? 'user_id as id' : 'id'}`,
    values,
  );
  return String(inserted!.id);
}

const user = (phone: string, name: string) => insert('users', { phone, name, password_hash: 'x' });

const LLC = { ...buyerRecord('llc') };
const ENTREPRENEUR = { ...buyerRecord('entrepreneur') };
const PRIVATE = { ...buyerRecord('private_person') };

function requisites(userId: string, record: Record<string, unknown>, updatedAt: string) {
  return insert('requisites', {
    user_id: userId,
    type: record.type,
    name: record.name,
    company_name: record.companyName,
    inn: record.inn,
    kpp: record.kpp,
    ogrn: record.ogrn,
    ogrnip: record.ogrnip,
    address: record.address,
    bank_name: record.bankName,
    bik: record.bik,
    account: record.account,
    corr_account: record.corrAccount,
    edo_id: record.edoId ?? null,
    updated_at: updatedAt,
  });
}

const order = (userId: string, record: Record<string, unknown>) =>
  insert('orders', {
    user_id: userId,
    requisites: record,
    delivery_method: 'pickup',
    payment_method: 'bank_transfer',
    vat_percent: 20,
  });

const file = (ownerId: string, kind: string) =>
  insert('stored_files', {
    key: `key-${randomBytes(6).toString('hex')}`,
    name: 'ИНН.pdf',
    mime: 'application/pdf',
    size: 1000,
    kind,
    owner_id: ownerId,
  });

const session = (userId: string, revoked = false) =>
  insert('sessions', {
    user_id: userId,
    token_hash: randomBytes(16).toString('hex'),
    created_at: '2026-01-01T00:00:00Z',
    last_seen_at: '2026-01-01T00:00:00Z',
    idle_expires_at: '2027-01-01T00:00:00Z',
    absolute_expires_at: '2027-01-01T00:00:00Z',
    revoked_at: revoked ? '2026-01-02T00:00:00Z' : null,
  });

const ids = {} as Record<string, string>;

beforeAll(async () => {
  db = await openEmptyDatabase();
  for (const migration of migrationFiles('0000', '0020')) await db.exec(readFileSync(migration, 'utf8'));

  // Two accounts of one workshop saved the same ООО (the later one renamed it), an ИП, a private person.
  ids.first = await user('79160000001', 'Анна Первая');
  ids.second = await user('79160000002', 'Борис Второй');
  ids.entrepreneur = await user('79160000003', 'Иван Иванов');
  ids.person = await user('79160000004', 'Пётр Сидоров');
  await requisites(ids.first, LLC, '2026-01-10T10:00:00Z');
  await requisites(ids.second, { ...LLC, companyName: 'ООО «Ромашка и Ко»' }, '2026-02-10T10:00:00Z');
  await requisites(ids.entrepreneur, ENTREPRENEUR, '2026-01-20T10:00:00Z');
  await requisites(ids.person, PRIVATE, '2026-01-05T10:00:00Z');

  ids.companyOrder = await order(ids.first, LLC);
  ids.otherInnOrder = await order(ids.first, { ...LLC, inn: '7701234560', companyName: 'ООО «Прежняя»' });
  ids.secondOrder = await order(ids.second, LLC);
  ids.entrepreneurOrder = await order(ids.entrepreneur, ENTREPRENEUR);
  ids.privateOrder = await order(ids.person, PRIVATE);

  ids.companyFile = await file(ids.first, 'document');
  ids.briefFile = await file(ids.first, 'brief');
  ids.privateFile = await file(ids.person, 'document');

  ids.openSession = await session(ids.first);
  ids.revokedSession = await session(ids.first, true);
  ids.privateSession = await session(ids.person);

  for (const migration of migrationFiles('0021', '0022')) await db.exec(readFileSync(migration, 'utf8'));
});
afterAll(() => db.close());

/** The company id of a row of `table`. */
async function companyOf(table: string, id: string): Promise<string | null> {
  const [row] = await db.query<{ company_id: string | null }>(`select company_id from ${table} where id = $1`, [id]);
  return row!.company_id;
}

describe('migrating requisites into companies (0022)', () => {
  it('makes one company per ИНН + КПП with the latest requisites saved for it', async () => {
    const companies = await db.query<Record<string, string>>(
      'select type, name, company_name, inn, kpp, ogrn, ogrnip, bik from companies order by inn',
    );
    expect(companies).toEqual([
      {
        type: 'entrepreneur',
        name: ENTREPRENEUR.name,
        company_name: null,
        inn: ENTREPRENEUR.inn,
        kpp: '',
        ogrn: null,
        ogrnip: ENTREPRENEUR.ogrnip,
        bik: ENTREPRENEUR.bik,
      },
      {
        type: 'llc',
        name: null,
        company_name: 'ООО «Ромашка и Ко»',
        inn: LLC.inn,
        kpp: LLC.kpp,
        ogrn: LLC.ogrn,
        ogrnip: null,
        bik: LLC.bik,
      },
    ]);
  });

  it('makes every account that saved the company’s requisites its owner', async () => {
    const owners = await db.query<{ inn: string; user_id: string; role: string; created_at: Date | string }>(
      `select c.inn, m.user_id, m.role, m.created_at from memberships m join companies c on c.id = m.company_id
       order by c.inn, m.created_at`,
    );
    expect(owners.map(({ inn, user_id, role }) => [inn, user_id, role])).toEqual([
      [ENTREPRENEUR.inn, ids.entrepreneur, 'owner'],
      [LLC.inn, ids.first, 'owner'],
      [LLC.inn, ids.second, 'owner'],
    ]);
    // Joined when they saved the requisites: the earliest is the company a new session acts for.
    expect(new Date(owners[1]!.created_at).toISOString()).toBe('2026-01-10T10:00:00.000Z');
  });

  it('moves the orders placed with the company’s ИНН + КПП, and only those', async () => {
    const [llc] = await db.query<{ id: string }>('select id from companies where inn = $1', [LLC.inn]);
    const [ip] = await db.query<{ id: string }>('select id from companies where inn = $1', [ENTREPRENEUR.inn]);
    expect(await companyOf('orders', ids.companyOrder!)).toBe(llc!.id);
    expect(await companyOf('orders', ids.secondOrder!)).toBe(llc!.id);
    expect(await companyOf('orders', ids.entrepreneurOrder!)).toBe(ip!.id);
    expect(await companyOf('orders', ids.otherInnOrder!)).toBeNull();
    expect(await companyOf('orders', ids.privateOrder!)).toBeNull();
  });

  it('moves the owners’ requisites files and open sessions to the company', async () => {
    const [llc] = await db.query<{ id: string }>('select id from companies where inn = $1', [LLC.inn]);
    expect(await companyOf('stored_files', ids.companyFile!)).toBe(llc!.id);
    expect(await companyOf('stored_files', ids.briefFile!)).toBeNull();
    expect(await companyOf('stored_files', ids.privateFile!)).toBeNull();
    expect(await companyOf('sessions', ids.openSession!)).toBe(llc!.id);
    expect(await companyOf('sessions', ids.revokedSession!)).toBeNull();
    expect(await companyOf('sessions', ids.privateSession!)).toBeNull();
  });

  it('keeps a private person’s requisites where they were', async () => {
    const left = await db.query<{ user_id: string; type: string; name: string }>(
      'select user_id, type, name from requisites',
    );
    expect(left).toEqual([{ user_id: ids.person, type: 'private_person', name: PRIVATE.name }]);
  });
});
