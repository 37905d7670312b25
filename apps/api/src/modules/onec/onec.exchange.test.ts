/**
 * The exchange against the real server listening on 127.0.0.1, driven by a client that replays 1C's own
 * sequence over HTTP (test/onec-client.ts): the catalogue from the real export (../shared), zipped and not,
 * in file_limit chunks; orders out and their confirmation; statuses and payments back; the limits.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { tables } from '@polotno/db';
import { and, desc, eq, isNotNull } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, createUser, type TestUser } from '../../../test/auth.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { OnecClient, zipLike1C } from '../../../test/onec-client.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { buildApp } from '../../app.ts';
import { loadConfig, type OnecConfig } from '../../config.ts';

const run = promisify(execFile);
/** The real 1C export beside the repository (../shared), never copied into it. */
const fixtures = new URL('../../../../../../shared/fixtures/commerceml/', import.meta.url);
const xsd = new URL('../../../../../../shared/reference/commerceml/commerceml-2.10.xsd', import.meta.url);
const LOGIN = 'site-exchange';
const PASSWORD = 'exchange-password-1';

interface Exchange {
  t: TestApp;
  url: string;
  dir: string;
  client: () => OnecClient;
  close(): Promise<void>;
}

async function startExchange(overrides: Partial<OnecConfig> = {}): Promise<Exchange> {
  const dir = await mkdtemp(path.join(tmpdir(), 'polotno-onec-'));
  const onec: OnecConfig = {
    login: LOGIN,
    password: PASSWORD,
    priceType: null,
    fileLimit: 64 * 1024,
    zip: true,
    quotaBytes: 200 * 1_048_576,
    keepDays: 7,
    rateLimitPerMinute: 100_000,
    dir,
    ...overrides,
  };
  const t = await createTestApp({
    onec,
    orderExpiryIntervalSeconds: 0,
    logLevel: process.env.ONEC_TEST_LOG ?? 'silent',
  });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    url,
    dir,
    client: () => new OnecClient(url, LOGIN, PASSWORD),
    async close() {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const fixture = async (name: string) => new Uint8Array(await readFile(new URL(name, fixtures)));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A document as 1C's module writes orders back: one `Документ` per order, UTF-8. */
function documentsXml(
  documents: { number: string; onecId: string; sum?: string; requisites: Record<string, string>; goods?: string }[],
) {
  const body = documents
    .map(
      (doc) => `  <Документ>
    <Ид>${doc.onecId}</Ид>
    <Номер>${doc.number}</Номер>
    <Дата>2026-03-04</Дата>
    <ХозОперация>Заказ товара</ХозОперация>
    <Роль>Продавец</Роль>
    <Валюта>руб</Валюта>
    <Курс>1</Курс>
    <Сумма>${doc.sum ?? '0'}</Сумма>
    <Время>10:00:00</Время>
    ${doc.goods ?? ''}
    <ЗначенияРеквизитов>
${Object.entries(doc.requisites)
  .map(
    ([name, value]) =>
      `      <ЗначениеРеквизита><Наименование>${name}</Наименование><Значение>${value}</Значение></ЗначениеРеквизита>`,
  )
  .join('\n')}
    </ЗначенияРеквизитов>
  </Документ>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<КоммерческаяИнформация xmlns="urn:1C.ru:commerceml_2" ВерсияСхемы="2.07" ДатаФормирования="2026-03-04T10:00:00">
${body}
</КоммерческаяИнформация>
`;
}

/** windows-1251 bytes of a text in Russian (ASCII, А–я, Ё, ё), as Bitrix and older 1C write. */
function cp1251(text: string): Uint8Array {
  return Uint8Array.from([...text], (char) => {
    const code = char.charCodeAt(0);
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (char === 'Ё') return 0xa8;
    if (char === 'ё') return 0xb8;
    throw new Error(`no windows-1251 byte for ${char}`);
  });
}

/** 1C's sale upload: checkauth → init → file (zipped when asked) → import until it is not `progress`. */
async function sendDocuments(client: OnecClient, name: string, bytes: Uint8Array) {
  expect((await client.checkauth('sale')).keyword).toBe('success');
  const { zip, fileLimit } = await client.init('sale');
  if (zip) await client.upload('sale', 'v8_8789_c.zip', await zipLike1C([{ name, bytes }]), fileLimit);
  else await client.upload('sale', name, bytes, fileLimit);
  return (await client.importUntilDone('sale', name)).answer;
}

describe('the 1C exchange (zip=yes, 8 KiB chunks)', () => {
  let x: Exchange;
  let admin: TestUser;
  let buyer: TestUser;
  const call = callerOf(() => x.t);

  beforeAll(async () => {
    x = await startExchange({ fileLimit: 8192 });
    [admin, buyer] = await Promise.all([
      createUser(x.t, { role: 'ADMIN' }),
      createUser(x.t, { name: 'Олег Закупщик' }),
    ]);
  });
  afterAll(() => x.close());

  it('answers checkauth, init and refusals exactly as 1C reads them', async () => {
    const client = x.client();
    const auth = await client.checkauth('catalog');
    expect(auth.status).toBe(200);
    expect(auth.contentType).toBe('text/plain; charset=utf-8');
    expect(auth.lines).toHaveLength(3);
    expect(auth.lines[0]).toBe('success');
    expect(auth.lines[1]).toBe('polotno_1c');
    expect(auth.lines[2]).toMatch(/^[\w-]{20,}$/);
    expect(auth.bytes[0]).toBe('s'.charCodeAt(0));

    const init = await client.init('catalog');
    expect(init.answer.body).toBe('zip=yes\nfile_limit=8192');
    // The cookie alone is enough, and so is Basic alone.
    expect((await client.call('catalog', 'init', { basic: false })).lines).toEqual(['zip=yes', 'file_limit=8192']);
    expect((await client.call('catalog', 'init', { cookie: false })).keyword).toBe('zip=yes');

    const stranger = new OnecClient(x.url, LOGIN, 'wrong-password');
    const refused = await stranger.checkauth('catalog');
    expect(refused.lines).toEqual(['failure', 'Неверный логин или пароль обмена']);
    expect(stranger.cookie).toBeNull();
    expect((await stranger.call('catalog', 'init', { basic: false })).keyword).toBe('failure');
    expect((await stranger.call('catalog', 'init')).keyword).toBe('failure');

    const unknown = await client.call('catalog', 'dance');
    expect(unknown.lines).toEqual(['failure', 'Неизвестный режим «dance»']);
    expect((await client.call('prices', 'init')).keyword).toBe('failure');
    const missing = await client.call('catalog', 'import', { filename: 'never-sent.xml' });
    expect(missing.keyword).toBe('failure');
    expect(missing.lines[1]).toContain('never-sent.xml');
  });

  it('imports the real export as 1C sends it: zipped under a temporary name, in file_limit chunks', async () => {
    const files = [
      { name: 'import0_1.xml', bytes: await fixture('import0_1.xml') },
      { name: 'offers0_1.xml', bytes: await fixture('offers0_1.xml') },
    ];
    const client = x.client();
    const { imports, chunks } = await client.uploadCatalog(files);
    expect(chunks).toBeGreaterThan(1);
    expect(imports.get('import0_1.xml')?.keyword, imports.get('import0_1.xml')?.body).toBe('success');
    expect(imports.get('offers0_1.xml')?.keyword, imports.get('offers0_1.xml')?.body).toBe('success');
    expect(imports.get('import0_1.xml')?.lines[1]).toMatch(/^import0_1\.xml: создано [1-9]\d*, обновлено 0/);

    const goods = await x.t.app.db
      .select({ id: tables.products.id })
      .from(tables.products)
      .where(isNotNull(tables.products.onecId));
    expect(goods.length).toBeGreaterThan(0);

    // A repeated import after a lost answer answers the same and imports nothing again.
    const again = await client.call('catalog', 'import', { filename: 'import0_1.xml' });
    expect(again.lines[1]).toBe(imports.get('import0_1.xml')?.lines[1]);
    const jobs = await x.t.app.db.select().from(tables.onecJobs).where(eq(tables.onecJobs.filename, 'import0_1.xml'));
    expect(jobs).toHaveLength(1);

    // The back office sees the session: steps, the files with their sizes and SHA-256, counts, duration.
    const sessions = (await call(admin, 'GET', '/api/admin/onec/sessions')).json();
    const session = sessions.items.find(
      (item: { type: string; steps: number }) => item.type === 'catalog' && item.steps > 3,
    );
    const detail = (await call(admin, 'GET', `/api/admin/onec/sessions/${session.id}`)).json();
    expect(detail.stepsLog.map((step: { mode: string }) => step.mode)).toEqual([
      'checkauth',
      'init',
      ...Array<string>(chunks).fill('file'),
      ...detail.stepsLog.slice(2 + chunks).map(() => 'import'),
    ]);
    const byName = new Map(detail.files.map((file: { name: string }) => [file.name, file]));
    expect(byName.get('import0_1.xml')).toMatchObject({
      size: files[0]?.bytes.byteLength,
      sha256: sha256(files[0]?.bytes ?? new Uint8Array()),
      archive: 'v8_3B8F_3e.zip',
    });
    expect(byName.get('offers0_1.xml')).toMatchObject({ sha256: sha256(files[1]?.bytes ?? new Uint8Array()) });
    expect(byName.get('v8_3B8F_3e.zip')).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(detail.jobs.map((job: { state: string }) => job.state)).toEqual(['done', 'done']);
    expect(detail.counts.created).toBeGreaterThan(0);
    expect(detail.errors).toEqual([]);
  });

  it('never writes outside the exchange folder, whatever name 1C or an archive gives', async () => {
    const client = x.client();
    await client.checkauth('catalog');
    await client.init('catalog');
    const body = new TextEncoder().encode('<?xml version="1.0"?><x/>');
    for (const name of ['../escape.xml', 'import_files/../../escape.xml', '..\\..\\escape.xml', '']) {
      const answer = await client.call('catalog', 'file', { filename: name, body });
      expect(answer.keyword, name).toBe('failure');
    }
    for (const name of ['C:\\v8_8789_c.xml', '/tmp/upload/passwd', 'import_files/ab/pic.jpg']) {
      expect((await client.call('catalog', 'file', { filename: name, body })).keyword, name).toBe('success');
    }
    const [session] = await x.t.app.db
      .select()
      .from(tables.onecSessions)
      .where(
        eq(
          tables.onecSessions.tokenHash,
          createHash('sha256')
            .update(client.cookie?.split('=')[1] ?? '')
            .digest('hex'),
        ),
      );
    const folder = path.join(x.dir, session?.folder ?? 'missing');
    expect((await readdir(folder, { recursive: true })).sort()).toEqual(
      ['import_files', 'import_files/ab', 'import_files/ab/pic.jpg', 'passwd', 'v8_8789_c.xml'].sort(),
    );
    expect((await readdir(path.dirname(x.dir))).filter((name) => name === 'escape.xml')).toEqual([]);

    // An archive entry leaving the folder refuses the archive: its name patched to `../` after zipping.
    const zipped = await zipLike1C([{ name: 'xx/evil.xml', bytes: body }]);
    const evil = Buffer.from(zipped.toString('latin1').replaceAll('xx/evil.xml', '../evil.xml'), 'latin1');
    expect((await client.call('catalog', 'file', { filename: 'v8_1.zip', body: evil })).keyword).toBe('success');
    const answer = (await client.importUntilDone('catalog', 'evil.xml')).answer;
    expect(answer.keyword).toBe('failure');
    expect(answer.lines[1]).toContain('выходит за папку обмена');
    expect(await readdir(x.dir)).not.toContain('evil.xml');
  });

  it('refuses a chunk above file_limit and keeps what came before it', async () => {
    const client = x.client();
    await client.checkauth('catalog');
    await client.init('catalog');
    expect(
      (await client.call('catalog', 'file', { filename: 'a.xml', body: new Uint8Array(1000).fill(65) })).keyword,
    ).toBe('success');
    const big = await client.call('catalog', 'file', { filename: 'a.xml', body: new Uint8Array(8193).fill(66) });
    expect(big.lines).toEqual(['failure', 'Часть файла больше file_limit=8192 байт']);
    const [file] = await x.t.app.db.select().from(tables.onecFiles).where(eq(tables.onecFiles.name, 'a.xml'));
    expect(file?.size).toBe(1000);
  });

  it('opens nothing else of the shop to the exchange credentials', async () => {
    const client = x.client();
    await client.checkauth('sale');
    const basic = `Basic ${Buffer.from(`${LOGIN}:${PASSWORD}`).toString('base64')}`;
    for (const url of ['/api/order', '/api/admin/onec', '/api/admin/onec/sessions']) {
      const response = await fetch(new URL(url, x.url), {
        headers: { authorization: basic, cookie: client.cookie ?? '' },
      });
      expect(response.status, url).toBe(401);
    }
  });

  it('sends the shop’s orders with the buyer’s requisites, valid CommerceML, until 1C confirms them', async () => {
    await call(buyer, 'PUT', `/api/user/${buyer.id}/requisites`, {
      type: 'llc',
      companyName: 'ООО «Трикотаж & Ко»',
      inn: '7707083893',
      kpp: '773601001',
      ogrn: '1027700132195',
      address: 'г. Москва, ул. Вавилова, д. 19',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      account: '40702810938000012345',
      corrAccount: '30101810400000000225',
    });
    const known = await createProduct(x.t, { priceKopecks: 85_000, colors: ['белый'] });
    await x.t.app.db.update(tables.products).set({ onecId: 'aaaa-1111' }).where(eq(tables.products.id, known.id));
    await x.t.app.db
      .update(tables.productColors)
      .set({ onecId: 'cccc-2222' })
      .where(eq(tables.productColors.id, known.colors[0]?.id ?? 0));
    const ownOnly = await createProduct(x.t, { priceKopecks: 70_000 });
    const first = (
      await call(buyer, 'POST', '/api/order', {
        lines: [{ productId: known.id, count: 2, color: known.colors[0]?.id }],
        comment: 'Позвонить <до> обеда',
      })
    ).json();
    const second = (await call(buyer, 'POST', '/api/order', { lines: [{ productId: ownOnly.id, count: 1 }] })).json();

    const client = x.client();
    expect((await client.checkauth('sale')).keyword).toBe('success');
    const query = await client.call('sale', 'query');
    expect(query.contentType).toBe('application/xml; charset=utf-8');
    expect(query.body.startsWith('<?xml')).toBe(true);
    expect(query.body).toContain(`<Номер>${first.id}</Номер>`);
    expect(query.body).toContain(`<Номер>${second.id}</Номер>`);
    expect(query.body).toContain('<ОфициальноеНаименование>ООО «Трикотаж &amp; Ко»</ОфициальноеНаименование>');
    expect(query.body).toContain('<ИНН>7707083893</ИНН>');
    expect(query.body).toContain('<КПП>773601001</КПП>');
    expect(query.body).toContain('<БИК>044525225</БИК>');
    expect(query.body).toContain('<Роль>Покупатель</Роль>');
    expect(query.body).toContain('<Ид>aaaa-1111#cccc-2222</Ид>');
    expect(query.body).toContain(`<Ид>polotno-product-${ownOnly.id}</Ид>`);
    expect(query.body).toContain('<Наименование>Товар сайта</Наименование>');
    expect(query.body).toContain('Позвонить &lt;до&gt; обеда');
    expect(query.body).toContain('<Количество>2</Количество>');

    const file = path.join(x.dir, 'query.xml');
    await writeFile(file, query.bytes);
    const lint = await run('xmllint', ['--noout', '--schema', new URL(xsd).pathname, file]).catch(
      (error: { stderr: string }) => ({ stderr: error.stderr }),
    );
    expect(lint.stderr.trim()).toBe(`${file} validates`);

    // A query not confirmed sends the same orders again; after success they are gone.
    const repeated = await client.call('sale', 'query');
    expect(repeated.body.match(/<Документ>/g)?.length).toBe(query.body.match(/<Документ>/g)?.length);
    expect((await client.call('sale', 'success')).body).toBe('success');
    const empty = await client.call('sale', 'query');
    expect(empty.body.startsWith('<?xml')).toBe(true);
    expect(empty.body).not.toContain('<Документ>');

    // An order changed between query and success goes again; so does one the manager sends again.
    const lines = [{ id: first.lines[0].id, actualWeightKg: 45.5 }];
    await call(admin, 'PUT', `/api/order/${first.id}`, { status: 'confirmed', lines });
    const changed = await client.call('sale', 'query');
    expect(changed.body).toContain(`<Номер>${first.id}</Номер>`);
    expect(changed.body).toContain('<Количество>45.500</Количество>');
    expect(changed.body).toContain('<Код>166</Код>'.replace('<Код>166</Код>', 'Код="166"'));
    await call(admin, 'PUT', `/api/order/${first.id}`, { managerNote: 'после запроса' });
    await client.call('sale', 'success');
    expect((await client.call('sale', 'query')).body).toContain(`<Номер>${first.id}</Номер>`);
    await client.call('sale', 'success');
    expect((await client.call('sale', 'query')).body).not.toContain('<Документ>');
    expect((await call(admin, 'POST', `/api/admin/onec/orders/${second.id}/resend`)).statusCode).toBe(204);
    const resent = await client.call('sale', 'query');
    expect(resent.body).toContain(`<Номер>${second.id}</Номер>`);
    expect(resent.body).not.toContain(`<Номер>${first.id}</Номер>`);
    await client.call('sale', 'success');
  });

  it('takes payments, shipments and cancellations back from 1C, once, and reports unknown orders', async () => {
    const fabric = await createProduct(x.t, { count: 10, priceKopecks: 100_000 });
    const place = async () =>
      (await call(buyer, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json() as {
        id: number;
        lines: { id: number }[];
      };
    const invoice = async (order: { id: number; lines: { id: number }[] }) => {
      const lines = [{ id: order.lines[0]?.id, actualWeightKg: 21.5 }];
      await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'confirmed', lines });
      await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' });
    };
    const toPay = await place();
    await invoice(toPay);
    const toShip = await place();
    await invoice(toShip);
    await call(admin, 'POST', `/api/order/${toShip.id}/payments`, { paidOn: '2026-03-03', amount: 21_500 });
    const toCancel = await place();
    const stockBefore = (await x.t.app.db.select().from(tables.products).where(eq(tables.products.id, fabric.id)))[0]
      ?.count;

    // 1C has every order as it is now.
    const puller = x.client();
    await puller.checkauth('sale');
    expect((await puller.call('sale', 'query')).body).toContain(`<Номер>${toShip.id}</Номер>`);
    await puller.call('sale', 'success');

    const document = documentsXml([
      {
        number: String(toPay.id),
        onecId: '1c-guid-pay',
        sum: '21500.00',
        requisites: {
          'Номер по 1С': 'ЦБ-000101',
          'Номер оплаты по 1С': 'ПП-552',
          'Дата оплаты по 1С': '04.03.2026 12:00:00',
          Проведен: 'true',
        },
        goods: `<Товары><Товар><Ид>polotno-product-${fabric.id}</Ид><Наименование>Ткань</Наименование><БазоваяЕдиница Код="166">кг</БазоваяЕдиница><ЦенаЗаЕдиницу>1000.00</ЦенаЗаЕдиницу><Количество>22.000</Количество><Сумма>22000.00</Сумма></Товар></Товары>`,
      },
      {
        number: String(toShip.id),
        onecId: '1c-guid-ship',
        requisites: { 'Номер отгрузки по 1С': 'РН-77', 'Дата отгрузки по 1С': '2026-03-05T09:00:00' },
      },
      { number: String(toCancel.id), onecId: '1c-guid-cancel', requisites: { Отменен: 'true' } },
      {
        number: '999999',
        onecId: '1c-guid-unknown',
        requisites: { 'Номер оплаты по 1С': 'ПП-1', 'Дата оплаты по 1С': '2026-03-04' },
      },
    ]);
    const answer = await sendDocuments(
      x.client(),
      'orders-6f3a_1.xml',
      cp1251(document.replace('UTF-8', 'windows-1251')),
    );
    expect(answer.keyword).toBe('success');
    expect(answer.lines[1]).toBe('orders-6f3a_1.xml: создано 1, обновлено 3, скрыто 0, пропущено 1');
    expect(answer.lines).toContain('Заказ № 999999 не найден на сайте');
    expect(answer.body).toContain(`Заказ № ${toPay.id}: строки в 1С отличаются от сайта`);

    const orderOf = async (id: number) =>
      (await call(admin, 'GET', `/api/order?id=${id}`)).json().items[0] as {
        status: string;
        paid: number;
        due: number;
        payments: { source: string; amount: number; paidOn: string; documentNumber: string; recordedBy: unknown }[];
      };
    const paid = await orderOf(toPay.id);
    expect(paid).toMatchObject({ status: 'paid', paid: 21_500, due: 0 });
    expect(paid.payments).toEqual([
      expect.objectContaining({
        source: '1c',
        amount: 21_500,
        paidOn: '2026-03-04',
        documentNumber: 'ПП-552',
        recordedBy: null,
      }),
    ]);
    expect((await orderOf(toShip.id)).status).toBe('shipped');
    expect((await orderOf(toCancel.id)).status).toBe('cancelled');
    const stockAfter = (await x.t.app.db.select().from(tables.products).where(eq(tables.products.id, fabric.id)))[0]
      ?.count;
    expect(stockAfter).toBe((stockBefore ?? 0) + 1);

    const differences = (await call(admin, 'GET', '/api/admin/onec/differences')).json();
    expect(differences.total).toBe(1);
    expect(differences.items[0]).toMatchObject({
      orderId: toPay.id,
      lines: [
        {
          onecId: `polotno-product-${fabric.id}`,
          onec: { quantity: 22, pricePerUnit: 1000, sum: 22_000 },
          shop: { quantity: 21.5, pricePerUnit: 1000, sum: 21_500 },
        },
      ],
    });
    const [link] = await x.t.app.db.select().from(tables.onecOrders).where(eq(tables.onecOrders.orderId, toPay.id));
    expect(link).toMatchObject({ onecId: '1c-guid-pay', onecNumber: 'ЦБ-000101' });

    // The same document again, in a new exchange: nothing changes.
    const history = async () => (await x.t.app.db.select().from(tables.orderStatusHistory)).length;
    const before = {
      history: await history(),
      payments: (await x.t.app.db.select().from(tables.orderPayments)).length,
    };
    const repeated = await sendDocuments(x.client(), 'orders-6f3a_1.xml', new TextEncoder().encode(document));
    expect(repeated.lines[1]).toBe('orders-6f3a_1.xml: создано 0, обновлено 0, скрыто 0, пропущено 4');
    expect(await history()).toBe(before.history);
    expect((await x.t.app.db.select().from(tables.orderPayments)).length).toBe(before.payments);
    expect((await call(admin, 'GET', '/api/admin/onec/differences')).json().total).toBe(1);
    expect(await orderOf(toPay.id)).toMatchObject({ status: 'paid', paid: 21_500 });

    // What 1C changed is not sent back to it.
    const client = x.client();
    await client.checkauth('sale');
    const query = await client.call('sale', 'query');
    expect(query.body).not.toContain(`<Номер>${toShip.id}</Номер>`);
  });

  it('reads 2.10’s subordinate payments and shipment: partial payments add up to paid, then shipped', async () => {
    const fabric = await createProduct(x.t, { count: 3, priceKopecks: 100_000 });
    const order = (await call(buyer, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
    await call(admin, 'PUT', `/api/order/${order.id}`, {
      status: 'confirmed',
      lines: [{ id: order.lines[0].id, actualWeightKg: 21.5 }],
    });
    await call(admin, 'PUT', `/api/order/${order.id}`, { status: 'invoiced' });
    const subordinate = (id: string, operation: string, sum: string) =>
      `<ПодчиненныйДокумент><Ид>${id}</Ид><Номер>${id.toUpperCase()}</Номер><Дата>2026-03-06</Дата><ХозОперация>${operation}</ХозОперация><Роль>Продавец</Роль><Валюта>RUB</Валюта><Курс>1</Курс><Сумма>${sum}</Сумма><Контрагенты/></ПодчиненныйДокумент>`;
    const xml = documentsXml([
      {
        number: String(order.id),
        onecId: 'g-210',
        sum: '21500.00',
        requisites: {},
        goods: `<ПодчиненныеДокументы>${subordinate('pay-1', 'Выплата безналичных денег', '10000.00')}${subordinate('pay-2', 'Выплата безналичных денег', '11500.00')}${subordinate('ship-1', 'Отпуск товара', '21500.00')}</ПодчиненныеДокументы>`,
      },
    ]).replace('ВерсияСхемы="2.07"', 'ВерсияСхемы="2.10"');
    const answer = await sendDocuments(x.client(), 'documents___a1.xml', new TextEncoder().encode(xml));
    expect(answer.lines[1]).toBe('documents___a1.xml: создано 2, обновлено 1, скрыто 0, пропущено 0');
    const after = (await call(admin, 'GET', `/api/order?id=${order.id}`)).json().items[0];
    expect(after).toMatchObject({ status: 'shipped', paid: 21_500, due: 0 });
    expect(
      after.payments.map((payment: { amount: number; documentNumber: string }) => [
        payment.amount,
        payment.documentNumber,
      ]),
    ).toEqual([
      [10_000, 'PAY-1'],
      [11_500, 'PAY-2'],
    ]);
  });

  it('maps 1C’s status ids through the manager’s table', async () => {
    const refused = await call(admin, 'PUT', '/api/admin/onec/settings', { statusMap: { F: 'finished' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ONEC_STATUS_MAP_INVALID');
    expect((await call(buyer, 'PUT', '/api/admin/onec/settings', { hideMissing: true })).statusCode).toBe(403);
    const saved = await call(admin, 'PUT', '/api/admin/onec/settings', {
      statusMap: { N: 'confirmed', F: 'completed' },
    });
    expect(saved.json()).toMatchObject({ hideMissing: false, statusMap: { N: 'confirmed', F: 'completed' } });

    const fabric = await createProduct(x.t, { count: 3, priceKopecks: 50_000 });
    const order = (await call(buyer, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
    await call(admin, 'PUT', `/api/order/${order.id}`, { lines: [{ id: order.lines[0].id, actualWeightKg: 22 }] });
    const answer = await sendDocuments(
      x.client(),
      'orders-2_1.xml',
      new TextEncoder().encode(
        documentsXml([{ number: String(order.id), onecId: 'g-2', requisites: { 'Статуса заказа ИД': 'N' } }]),
      ),
    );
    expect(answer.keyword).toBe('success');
    expect((await call(admin, 'GET', `/api/order?id=${order.id}`)).json().items[0].status).toBe('confirmed');
  });

  it('shows the exchange to the back office and documents its endpoint', async () => {
    const status = (await call(admin, 'GET', '/api/admin/onec')).json();
    expect(status).toMatchObject({
      enabled: true,
      url: expect.stringMatching(/\/api\/integrations\/1c\/exchange$/),
      login: LOGIN,
      fileLimit: 8192,
      zip: true,
      activeJobs: [],
    });
    expect(JSON.stringify(status)).not.toContain(PASSWORD);
    expect((await call(buyer, 'GET', '/api/admin/onec')).statusCode).toBe(403);
    const paths = Object.keys((await x.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    for (const route of [
      '/api/integrations/1c/exchange',
      '/api/admin/onec',
      '/api/admin/onec/sessions',
      '/api/admin/onec/sessions/{id}',
      '/api/admin/onec/settings',
      '/api/admin/onec/orders/{id}/resend',
      '/api/admin/onec/differences',
      '/api/order/{id}/payments',
    ]) {
      expect(paths).toContain(route);
    }
  });

  it('resumes an import a restart interrupted, and fails one interrupted three times with a clear reason', async () => {
    const fabric = await createProduct(x.t, { count: 3, priceKopecks: 50_000 });
    const order = (await call(buyer, 'POST', '/api/order', { lines: [{ productId: fabric.id, count: 1 }] })).json();
    const client = x.client();
    await client.checkauth('sale');
    const { fileLimit } = await client.init('sale');
    const bytes = new TextEncoder().encode(
      documentsXml([{ number: String(order.id), onecId: 'g-3', requisites: { Отменен: 'true' } }]),
    );
    await client.upload('sale', 'orders-3_1.xml', bytes, fileLimit);
    await client.upload('sale', 'orders-4_1.xml', bytes, fileLimit);
    const [session] = await x.t.app.db
      .select()
      .from(tables.onecSessions)
      .where(eq(tables.onecSessions.type, 'sale'))
      .orderBy(tables.onecSessions.lastSeenAt);
    const sessions = await x.t.app.db.select().from(tables.onecSessions);
    const own = sessions.sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())[0] ?? session;
    const lost = new Date(Date.now() - 120_000);
    // As a process that died while importing left it: running, its heartbeat long gone.
    const interrupted = (filename: string, attempts: number) =>
      x.t.app.db.insert(tables.onecJobs).values({
        sessionId: own?.id ?? '',
        type: 'sale',
        filename,
        state: 'running',
        attempts,
        heartbeatAt: lost,
        startedAt: lost,
      });
    await interrupted('orders-3_1.xml', 1);
    const resumed = await client.importUntilDone('sale', 'orders-3_1.xml');
    expect(resumed.answer.keyword).toBe('success');
    expect((await call(admin, 'GET', `/api/order?id=${order.id}`)).json().items[0].status).toBe('cancelled');
    await interrupted('orders-4_1.xml', 3);
    const failed = await client.importUntilDone('sale', 'orders-4_1.xml');
    expect(failed.answer.lines).toEqual([
      'failure',
      'orders-4_1.xml: Загрузка прерывалась 3 раза (перезапуск сервера) и остановлена',
    ]);
    const jobs = await x.t.app.db
      .select()
      .from(tables.onecJobs)
      .where(and(eq(tables.onecJobs.sessionId, own?.id ?? ''), eq(tables.onecJobs.filename, 'orders-3_1.xml')));
    expect(jobs).toMatchObject([{ state: 'done', attempts: 2 }]);
  });
});

describe('the 1C exchange with zip=no and file_limit=1024', () => {
  let x: Exchange;
  beforeAll(async () => {
    x = await startExchange({ zip: false, fileLimit: 1024 });
  });
  afterAll(() => x.close());

  it('imports the real export file by file in 1 KiB chunks, and a second run changes nothing', async () => {
    const files = [
      { name: 'import0_1.xml', bytes: await fixture('import0_1.xml') },
      { name: 'offers0_1.xml', bytes: await fixture('offers0_1.xml') },
    ];
    const first = await x.client().uploadCatalog(files);
    expect(first.zip).toBe(false);
    expect(first.fileLimit).toBe(1024);
    expect(first.chunks).toBe(files.reduce((sum, file) => sum + Math.ceil(file.bytes.byteLength / 1024), 0));
    expect(first.imports.get('import0_1.xml')?.keyword, first.imports.get('import0_1.xml')?.body).toBe('success');
    expect(first.imports.get('offers0_1.xml')?.keyword, first.imports.get('offers0_1.xml')?.body).toBe('success');
    const second = await x.client().uploadCatalog(files);
    expect(second.imports.get('import0_1.xml')?.lines[1]).toMatch(/создано 0, обновлено 0, скрыто 0/);

    const [file] = await x.t.app.db
      .select()
      .from(tables.onecFiles)
      .where(and(eq(tables.onecFiles.name, 'offers0_1.xml'), isNotNull(tables.onecFiles.sha256)));
    expect(file?.sha256).toBe(sha256(files[1]?.bytes ?? new Uint8Array()));
  });

  it('starts over on a second init in the same session: the same file name is a new import', async () => {
    const client = x.client();
    const send = async (number: string) => {
      const { fileLimit } = await client.init('sale');
      const bytes = new TextEncoder().encode(documentsXml([{ number, onecId: `g-${number}`, requisites: {} }]));
      await client.upload('sale', 'orders-same.xml', bytes, fileLimit);
      return (await client.importUntilDone('sale', 'orders-same.xml')).answer;
    };
    await client.checkauth('sale');
    expect((await send('888888')).lines).toContain('Заказ № 888888 не найден на сайте');
    const second = await send('777777');
    expect(second.lines).toContain('Заказ № 777777 не найден на сайте');
    expect(second.lines).not.toContain('Заказ № 888888 не найден на сайте');
  });

  it('removes exchange folders older than ONEC_KEEP_DAYS when the server starts again', async () => {
    const client = x.client();
    await client.checkauth('sale');
    await client.init('sale');
    await client.call('sale', 'file', { filename: 'orders-old.xml', body: new Uint8Array(100) });
    const [session] = await x.t.app.db
      .select()
      .from(tables.onecSessions)
      .where(isNotNull(tables.onecSessions.folder))
      .orderBy(desc(tables.onecSessions.lastSeenAt))
      .limit(1);
    const folder = path.join(x.dir, session?.folder ?? 'missing');
    expect(await readdir(folder)).toEqual(['orders-old.xml']);
    await x.t.app.db
      .update(tables.onecSessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(tables.onecSessions.id, session?.id ?? ''));

    // Another process on the same database: its start-up sweep removes the stale folder, the log stays.
    const restarted = await buildApp(x.t.config, { database: x.t.database });
    await restarted.ready();
    for (let tries = 0; tries < 50 && (await readdir(x.dir)).includes(session?.folder ?? ''); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await restarted.close();
    expect(await readdir(x.dir)).not.toContain(session?.folder);
    const [after] = await x.t.app.db
      .select()
      .from(tables.onecSessions)
      .where(eq(tables.onecSessions.id, session?.id ?? ''));
    expect(after?.folder).toBeNull();
    // A later file in that session is refused cleanly instead of writing into a missing folder's place.
    expect((await client.call('sale', 'import', { filename: 'orders-old.xml' })).keyword).toBe('failure');
  });
});

describe('the 1C exchange’s limits', () => {
  let x: Exchange;
  beforeAll(async () => {
    x = await startExchange({ zip: false, fileLimit: 4096, quotaBytes: 3000, rateLimitPerMinute: 6 });
  });
  afterAll(() => x.close());

  it('refuses uploads past the folders’ quota and rate-limits the endpoint', async () => {
    const client = x.client();
    await client.checkauth('catalog');
    await client.init('catalog');
    expect((await client.call('catalog', 'file', { filename: 'a.xml', body: new Uint8Array(2000) })).keyword).toBe(
      'success',
    );
    const over = await client.call('catalog', 'file', { filename: 'b.xml', body: new Uint8Array(2000) });
    expect(over.lines).toEqual(['failure', 'Место для обмена исчерпано (3000 байт)']);
    const [file] = await x.t.app.db.select().from(tables.onecFiles).where(eq(tables.onecFiles.name, 'b.xml'));
    expect(file).toBeUndefined();
    expect((await client.call('catalog', 'init')).keyword).toBe('zip=no');
    expect((await client.call('catalog', 'init')).keyword).toBe('zip=no');
    const limited = await client.call('catalog', 'init');
    expect(limited.status).toBe(429);
  });
});

describe('1C exchange configuration', () => {
  it('needs both login and password, and refuses WooCommerce beside it', () => {
    expect(() => loadConfig({ ONEC_LOGIN: 'exchange' })).toThrow(/ONEC_PASSWORD: required when ONEC_LOGIN is set/);
    expect(() => loadConfig({ ONEC_PASSWORD: 'long-enough-1' })).toThrow(/ONEC_LOGIN: required when ONEC_PASSWORD/);
    expect(() =>
      loadConfig({
        ONEC_LOGIN: 'exchange',
        ONEC_PASSWORD: 'long-enough-1',
        WOO_URL: 'https://shop.example',
        WOO_KEY: 'ck',
        WOO_SECRET: 'cs',
      }),
    ).toThrow(/configure either WooCommerce or the 1C exchange, not both/);
    const config = loadConfig({ ONEC_LOGIN: 'exchange', ONEC_PASSWORD: 'long-enough-1', ONEC_FILE_LIMIT: '1024' });
    expect(config.onec).toMatchObject({ login: 'exchange', fileLimit: 1024, zip: true });
    expect(loadConfig({}).onec).toBeNull();
  });
});
