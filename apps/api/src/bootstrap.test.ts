import { tables } from '@polotno/db';
import { eq } from '@polotno/db/orm';
import { describe, expect, it } from 'vitest';
import { bootstrap } from './bootstrap.ts';
import { createTestApp } from '../test/helper.ts';

const login = (t: Awaited<ReturnType<typeof createTestApp>>, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, role: 'admin' } });

describe('admin bootstrap', () => {
  it('creates the admin from ADMIN_PHONE and ADMIN_PASSWORD once', async () => {
    const t = await createTestApp({ admin: { phone: '+79161112233', password: 'admin-secret-1' } });
    try {
      const lines: string[] = [];
      await bootstrap(t.app, (line) => lines.push(line));
      await bootstrap(t.app, (line) => lines.push(line));
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toContain('admin-secret-1');
      const admins = await t.app.db.select().from(tables.users).where(eq(tables.users.role, 'ADMIN'));
      expect(admins.map((u) => u.phone)).toEqual(['79161112233']);
      expect((await login(t, '79161112233', 'admin-secret-1')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('without configuration creates 79990000000 with a random password printed once', async () => {
    const t = await createTestApp();
    try {
      const lines: string[] = [];
      await bootstrap(t.app, (line) => lines.push(line));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('+7 (999) 000-0000');
      const password = /password: (\S+)/.exec(lines[0] ?? '')?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect((await login(t, '79990000000', password)).statusCode).toBe(200);
      await bootstrap(t.app, (line) => lines.push(line));
      expect(lines).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
