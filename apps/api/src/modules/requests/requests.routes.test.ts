import type { AddressInfo } from 'node:net';
import { seedCatalog, tables } from '@polotno/db';
import { count } from '@polotno/db/orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import readXlsxFile from 'read-excel-file/node';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { docxUnpackingTo, html, xlsx } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { multipart } from '../../../test/multipart.ts';
import { readOutbox } from '../../../test/outbox.ts';

let ipCounter = 0;
/** Each form call comes from its own address unless a test is about the per-IP limit. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

/** The first sheet: its name and its rows of values (`rows[0]` is the sheet's row 1). */
async function sheetOf(buffer: Buffer) {
  const [sheet] = await readXlsxFile(buffer);
  return { name: sheet!.sheet, rows: sheet!.data };
}

const priceRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Мария Иванова',
  phone: '8 (916) 123-45-67',
  email: 'maria@atelier.example',
  company: 'Ателье «Строчка»',
  materials: ['price-list', 'colour-card'],
  ...overrides,
});

describe('requests from visitors', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedCatalog(t.app.db, { products: 6 });
    t.app.catalog.changed();
    admin = await createUser(t, { role: 'ADMIN' });
    user = await createUser(t);
  });
  afterAll(() => t.close());

  const send = (url: string, payload: object, options: { ip?: string; lang?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `${url}?lang=${options.lang ?? 'ru'}`,
      payload,
      remoteAddress: options.ip ?? nextIp(),
    });
  const requestCount = async () => (await t.app.db.select({ n: count() }).from(tables.visitorRequests))[0]!.n;
  const fileCount = async () => (await t.app.db.select({ n: count() }).from(tables.storedFiles))[0]!.n;
  const mailTo = async (address: string) =>
    (await readOutbox(t)).filter((mail) => mail.to && JSON.stringify(mail.to).includes(address));

  it('stores a price request, e-mails the managers and sends the price list at once', async () => {
    const response = await send('/api/requests/price', priceRequest());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'received', priceListSent: true });

    const customer = await mailTo('maria@atelier.example');
    expect(customer).toHaveLength(1);
    expect(customer[0]!.subject).toBe('Прайс-лист «Полотно»');
    const attachment = customer[0]!.attachments[0]!;
    expect(attachment.filename).toMatch(/^polotno-prais-list-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await sheetOf(attachment.content);
    expect(sheet.rows).toHaveLength(4 + 6);

    const managers = await mailTo('manager@polotno.test');
    const note = managers.at(-1) as ParsedMail;
    expect(note.subject).toMatch(/Заявка на прайс-лист и образцы № \d+ — Мария Иванова/);
    expect(note.text).toContain('Телефон: +79161234567');
    expect(note.text).toContain('Способ получения: самовывоз со склада');
    expect(note.text).toContain('Прислать: прайс-лист, цветовая карта');
    expect(note.replyTo?.text).toContain('maria@atelier.example');
  });

  it('sends no price list without an e-mail, and stores the request anyway', async () => {
    const before = await requestCount();
    const response = await send('/api/requests/price', priceRequest({ email: '', phone: '+79035550101' }));
    expect(response.json()).toEqual({ status: 'received', priceListSent: false });
    expect(await requestCount()).toBe(before + 1);
  });

  it('checks the phone by the rules of spec §5, in the visitor language', async () => {
    for (const phone of ['12345', '+7 916 123 45', '+1 916 123 45 67', 'телефон']) {
      const response = await send('/api/requests/price', priceRequest({ phone }), { lang: 'uz' });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().code).toBe('PHONE_INVALID');
    }
    const noMaterials = await send('/api/requests/price', priceRequest({ materials: [] }));
    expect(noMaterials.json().code).toBe('MATERIALS_REQUIRED');
    const badDelivery = await send('/api/requests/price', priceRequest({ deliveryMethod: 'teleport' }));
    expect(badDelivery.statusCode).toBe(400);
  });

  it('pretends to accept a filled honeypot but stores and sends nothing', async () => {
    const before = await requestCount();
    const mails = (await readOutbox(t)).length;
    const response = await send(
      '/api/requests/price',
      priceRequest({ website: 'http://spam.example', phone: '+79035550202' }),
    );
    expect(response.statusCode).toBe(201);
    expect(await requestCount()).toBe(before);
    expect((await readOutbox(t)).length).toBe(mails);
  });

  it('lets the same phone or e-mail send only three requests an hour', async () => {
    const contact = { phone: '+79035550303', email: 'flood@example.com' };
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await send('/api/requests/feedback', { name: 'Флуд', message: 'Сообщение номер ' + i, ...contact }))
          .statusCode,
      ).toBe(201);
    }
    const before = await requestCount();
    const samePhone = await send('/api/requests/feedback', { name: 'Флуд', message: 'Ещё одно', phone: contact.phone });
    expect(samePhone.statusCode).toBe(429);
    expect(samePhone.json().code).toBe('REQUEST_FLOOD');
    const sameEmail = await send('/api/requests/price', priceRequest({ email: contact.email, phone: '+79035550404' }));
    expect(sameEmail.statusCode).toBe(429);
    expect(await requestCount()).toBe(before);
  });

  it('limits one address to ten form posts a minute', async () => {
    const ip = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await send(
        '/api/requests/feedback',
        { name: 'Бот', message: 'Сообщение', phone: `+7903556${String(i).padStart(4, '0')}` },
        { ip },
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('needs a phone or an e-mail for feedback', async () => {
    const response = await send('/api/requests/feedback', { name: 'Олег', message: 'Есть ли интерлок?' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CONTACT_REQUIRED');
    const ok = await send('/api/requests/feedback', {
      name: 'Олег',
      message: 'Есть ли интерлок?',
      email: 'oleg@example.com',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('serves the blank brief in Russian and Uzbek', async () => {
    const ru = await t.app.inject({ url: '/api/brief/template' });
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(ru.headers['content-disposition']).toContain("filename*=UTF-8''%D0%B1%D1%80%D0%B8%D1%84");
    expect((await sheetOf(ru.rawPayload)).name).toBe('Бриф на заказ');
    const uz = await t.app.inject({ url: '/api/brief/template?lang=uz' });
    expect((await sheetOf(uz.rawPayload)).name).toBe('Buyurtma brifi');
  });

  it('serves the live price list from the catalogue', async () => {
    const response = await t.app.inject({ url: '/api/price-list.xlsx?lang=uz' });
    expect(response.statusCode).toBe(200);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe("Narxlar ro'yxati");
    const products = (await t.app.inject({ url: '/api/products?lang=uz&limit=100' })).json();
    expect(sheet.rows.length - 4).toBe(products.total);
    const arts = sheet.rows.slice(4).map((row) => row[1]);
    expect(arts.sort()).toEqual(products.items.map((p: { art: string }) => p.art).sort());
    const first = products.items[0];
    const row = sheet.rows.slice(4).find((candidate) => candidate[1] === first.art)!;
    expect(row[7]).toBe(first.price);
    expect(row[8]).toBe(first.count);
  });

  it('accepts a completed brief, stores the file and mails it to the managers', async () => {
    const data = await xlsx();
    const form = multipart(
      { name: 'Ирина', phone: '+79035550505', email: 'irina@example.com', comment: 'Срочно' },
      { name: 'бриф.xlsx', data },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/requests/brief',
      ...form,
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(201);
    const note = (await mailTo('manager@polotno.test')).find((mail) => mail.subject?.includes('Бриф на заказ'))!;
    expect(note.attachments[0]!.filename).toBe('бриф.xlsx');
    expect(note.attachments[0]!.content.equals(data)).toBe(true);

    const list = (await t.app.inject({ url: '/api/admin/requests?kind=brief', headers: admin.headers })).json();
    expect(list.items[0].file.name).toBe('бриф.xlsx');
    const download = await t.app.inject({ url: list.items[0].file.url, headers: admin.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(data)).toBe(true);
    // The brief of an anonymous visitor is not theirs to fetch, nor any customer's.
    expect((await t.app.inject({ url: list.items[0].file.url, headers: user.headers })).statusCode).toBe(404);
  });

  it('refuses bad briefs before storing anything (T32)', async () => {
    const requests = await requestCount();
    const files = await fileCount();
    const attempt = async (name: string, data: Buffer) => {
      const form = multipart({ name: 'Пётр', phone: '+79035550606' }, { name, data });
      return t.app.inject({ method: 'POST', url: '/api/requests/brief', ...form, remoteAddress: nextIp() });
    };
    expect((await attempt('brief.xlsx', html())).statusCode).toBe(415);
    expect((await attempt('brief.docx', await docxUnpackingTo(101 * 1024 * 1024))).statusCode).toBe(422);
    const big = await attempt('brief.xlsx', Buffer.concat([await xlsx(), Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('FILE_TOO_LARGE');
    const missing = multipart({ name: 'Пётр', phone: '+79035550606' });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/requests/brief',
      ...missing,
      remoteAddress: nextIp(),
    });
    expect(noFile.json().code).toBe('FILE_REQUIRED');
    // Multipart fields go through the same text rule as JSON: no NUL or other control character.
    for (const fields of [
      { name: 'Пётр\u0000', phone: '+79035550606' } as Record<string, string>,
      { name: 'Пётр', phone: '+79035550606', comment: 'Срочно\u0000' },
    ]) {
      const form = multipart(fields, { name: 'brief.xlsx', data: await xlsx() });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/requests/brief',
        ...form,
        remoteAddress: nextIp(),
      });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await requestCount()).toBe(requests);
    expect(await fileCount()).toBe(files);
  });

  it('lists requests for ADMIN only and lets only ADMIN change their status', async () => {
    expect((await t.app.inject({ url: '/api/admin/requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/requests', headers: user.headers })).statusCode).toBe(403);
    const list = (await t.app.inject({ url: '/api/admin/requests?status=new', headers: admin.headers })).json();
    expect(list.total).toBeGreaterThan(0);
    const target = list.items[0];
    const denied = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/requests/${target.id}`,
      headers: user.headers,
      payload: { status: 'done' },
    });
    expect(denied.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/requests/${target.id}`,
      payload: { status: 'done' },
    });
    expect(anonymous.statusCode).toBe(401);
    const still = (
      await t.app.inject({ url: '/api/admin/requests?status=new&limit=100', headers: admin.headers })
    ).json();
    expect(still.items.some((item: { id: number }) => item.id === target.id)).toBe(true);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/requests/${target.id}`,
      headers: admin.headers,
      payload: { status: 'in-progress' },
    });
    expect(moved.json().status).toBe('in-progress');
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/requests/${target.id}`,
      headers: admin.headers,
      payload: { status: 'done' },
    });
    expect(done.json().status).toBe('done');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/requests/999999',
          headers: admin.headers,
          payload: { status: 'done' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/requests/${target.id}`,
          headers: admin.headers,
          payload: { status: 'lost' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('documents the request endpoints in OpenAPI', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(document.paths['/api/requests/brief'].post.requestBody.content['multipart/form-data']).toBeDefined();
    for (const path of ['/api/requests/price', '/api/requests/feedback'])
      expect(document.paths[path].post).toBeDefined();
    for (const path of ['/api/brief/template', '/api/price-list.xlsx', '/api/admin/requests'])
      expect(document.paths[path].get).toBeDefined();
  });
});

describe('price list over SMTP', () => {
  let server: SMTPServer;
  let t: TestApp;
  const received: ParsedMail[] = [];
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push(mail);
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp();
    const config = {
      ...t.config,
      mail: { ...t.config.mail, transport: { kind: 'smtp' as const, url: `smtp://127.0.0.1:${port}` } },
    };
    await t.close();
    t = await createTestApp(config);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('arrives at the SMTP server with its XLSX attachment, and the managers get the request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/requests/price?lang=uz',
      payload: priceRequest({ email: 'client@example.uz' }),
    });
    expect(response.json().priceListSent).toBe(true);
    const customer = received.find((mail) => mail.to && JSON.stringify(mail.to).includes('client@example.uz'))!;
    expect(customer.subject).toBe("«Polotno» narxlar ro'yxati");
    expect(customer.attachments[0]!.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect((await sheetOf(customer.attachments[0]!.content)).name).toBe("Narxlar ro'yxati");
    expect(received.some((mail) => JSON.stringify(mail.to).includes('manager@polotno.test'))).toBe(true);
  });
});
