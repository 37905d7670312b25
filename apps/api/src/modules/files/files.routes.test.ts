import { tables } from '@polotno/db';
import { count, eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { docx, docxWithEntries, exe, html, pdf, png, svg, xlsx } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { multipart } from '../../../test/multipart.ts';

describe('customer files (requisites documents)', () => {
  let t: TestApp;
  let admin: TestUser;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { role: 'ADMIN' });
    a = await createUser(t);
    b = await createUser(t);
  });
  afterAll(() => t.close());

  const upload = (owner: string, headers: Record<string, string>, name: string, data: Buffer) => {
    const form = multipart({}, { name, data });
    return t.app.inject({
      method: 'POST',
      url: `/api/user/${owner}/files`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const fileCount = async () => (await t.app.db.select({ n: count() }).from(tables.storedFiles))[0]!.n;

  it('keeps the owner’s documents and lists them', async () => {
    const response = await upload(a.id, a.headers, 'ИНН и ОГРН.pdf', pdf());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'ИНН и ОГРН.pdf', mime: 'application/pdf', size: pdf().length });
    expect((await upload(a.id, a.headers, 'карточка.docx', await docx())).statusCode).toBe(201);
    expect((await upload(a.id, a.headers, 'реестр.xlsx', await xlsx())).statusCode).toBe(201);
    expect((await upload(a.id, a.headers, 'скан.png', png())).statusCode).toBe(201);
    const list = (await t.app.inject({ url: `/api/user/${a.id}/files`, headers: a.headers })).json();
    expect(list.map((f: { name: string }) => f.name).sort()).toEqual(
      ['ИНН и ОГРН.pdf', 'карточка.docx', 'реестр.xlsx', 'скан.png'].sort(),
    );
  });

  it('lets nobody else read, add or delete them; a denied call changes nothing (owner/ADMIN matrix)', async () => {
    const before = await fileCount();
    const mine = (await t.app.inject({ url: `/api/user/${a.id}/files`, headers: a.headers })).json();
    const target = mine[0];
    // anonymous
    expect((await t.app.inject({ url: `/api/user/${a.id}/files` })).statusCode).toBe(401);
    expect((await upload(a.id, {}, 'x.pdf', pdf())).statusCode).toBe(401);
    expect((await t.app.inject({ url: target.url })).statusCode).toBe(401);
    // user B
    expect((await t.app.inject({ url: `/api/user/${a.id}/files`, headers: b.headers })).statusCode).toBe(403);
    expect((await upload(a.id, b.headers, 'x.pdf', pdf())).statusCode).toBe(403);
    const deleteAsB = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${a.id}/files/${target.id}`,
      headers: b.headers,
    });
    expect(deleteAsB.statusCode).toBe(403);
    // B deleting A's file through B's own path finds nothing of B's
    const viaOwnPath = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${b.id}/files/${target.id}`,
      headers: b.headers,
    });
    expect(viaOwnPath.statusCode).toBe(404);
    expect((await t.app.inject({ url: target.url, headers: b.headers })).statusCode).toBe(404);
    expect(await fileCount()).toBe(before);
    // ADMIN sees and downloads
    expect((await t.app.inject({ url: `/api/user/${a.id}/files`, headers: admin.headers })).json()).toHaveLength(
      mine.length,
    );
    expect((await t.app.inject({ url: target.url, headers: admin.headers })).statusCode).toBe(200);
  });

  it('refuses bad uploads before storing anything (T32)', async () => {
    const before = await fileCount();
    const cases: [string, Buffer, number][] = [
      ['invoice.pdf', html(), 415],
      ['logo.png', svg(), 415],
      ['setup.xlsx', exe(), 415],
      ['many.docx', await docxWithEntries(1001), 422],
      ['big.pdf', Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - pdf().length)]), 413],
      ['huge.png', png(20_000, 20_000), 422],
    ];
    for (const [name, data, status] of cases) {
      expect((await upload(a.id, a.headers, name, data)).statusCode, name).toBe(status);
    }
    expect(await fileCount()).toBe(before);
  });

  it('stores a hostile file name under a server key and serves it as a safe attachment (T33)', async () => {
    const response = await upload(a.id, a.headers, '../../x.pdf\r\nSet-Cookie: a=b', pdf('T33'));
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file.name).toBe('x.pdf');
    const [row] = await t.app.db.select().from(tables.storedFiles).where(eq(tables.storedFiles.id, file.id));
    expect(row!.key).toMatch(/^user-files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);

    const download = await t.app.inject({ url: file.url, headers: a.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-security-policy']).toMatch(/sandbox/);
    expect(download.headers['set-cookie']).toBeUndefined();
    expect(download.rawPayload.equals(pdf('T33'))).toBe(true);
  });

  it('deletes a document for its owner', async () => {
    const created = (await upload(a.id, a.headers, 'старый.pdf', pdf())).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${a.id}/files/${created.id}`,
      headers: a.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: created.url, headers: a.headers })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${a.id}/files/${created.id}`,
      headers: a.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 to an ADMIN uploading for an account that does not exist', async () => {
    const response = await upload('00000000-0000-4000-8000-000000000000', admin.headers, 'a.pdf', pdf());
    expect(response.statusCode).toBe(404);
  });
});
