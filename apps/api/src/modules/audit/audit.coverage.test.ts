/**
 * Every write operation of the OpenAPI document (POST, PUT, PATCH, DELETE) is in one of the two tables below:
 * `ADMIN_WRITES`, with a request an ADMIN makes, which must succeed and leave exactly one audit record of the
 * expected object, by that ADMIN; or `NOT_RECORDED`, saying why not. A new write route fails this test until
 * it is put in one of them, so no ADMIN write can be added without its record.
 */
import { tables } from '@polotno/db';
import { desc } from '@polotno/db/orm';
import type { AuditKind, AuditRecord } from '@polotno/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth.ts';
import { pdf } from '../../../test/fixtures.ts';
import { createCompany } from '../../../test/companies-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { multipart } from '../../../test/multipart.ts';
import { createProduct } from '../../../test/orders-fixtures.ts';
import { BUYERS } from '../../../test/requisites-fixtures.ts';
import { receiveLot } from '../../../test/rolls-fixtures.ts';
import { startFakeTelegram, type FakeTelegram } from '../../../test/fake-telegram.ts';
import { telegramConfig } from '../../../test/telegram-fixtures.ts';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request an example makes, and the object its record must name. */
interface ExampleCall {
  url: string;
  payload?: unknown;
  /** multipart/form-data with one file field `file`. */
  file?: { name: string; data: Buffer };
  object: string | number;
}

interface AdminWrite {
  kind: AuditKind;
  /** Makes what the call needs (with the API, as a manager would) and returns the call. */
  call(): Promise<ExampleCall>;
}

let fake: FakeTelegram;
let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

async function as(user: TestUser, method: Method | 'GET', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: user.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json() as Record<string, unknown>;
}

const product = async () =>
  (
    await as(admin, 'POST', '/api/admin/products', {
      art: `AUD-${unique()}`,
      name: { ru: 'Футер', uz: 'Futer' },
      price: 700,
      count: 5,
      colors: [{ name: { ru: 'Белый', uz: 'Oq' }, hex: '#FFFFFF' }],
    })
  ).id as number;
const category = async () => {
  const id = `aud-${unique()}`;
  await as(admin, 'POST', '/api/admin/categories', { id, name: { ru: 'Кулирка', uz: 'Kulirka' } });
  return id;
};
const post = (slug: string) => ({
  slug,
  title: { ru: 'Новость', uz: 'Yangilik' },
  excerpt: { ru: 'Кратко', uz: '' },
  body: { ru: 'Текст', uz: '' },
  published: true,
});
const vacancy = () => ({ slug: `v-${unique()}`, title: { ru: 'Швея' }, employmentType: 'full-time', published: true });
const staff = { name: { ru: 'Ольга' }, position: { ru: 'Менеджер' }, group: 'managers' };
const promotion = () => ({
  slug: `p-${unique()}`,
  title: { ru: 'Акция' },
  body: { ru: 'Текст' },
  validFrom: '2026-05-01T00:00:00Z',
});
/** A customer's order of one roll of a count-only product. */
const order = async () => {
  const { id } = await createProduct(t, { count: 5 });
  return (await as(customer, 'POST', '/api/order', { lines: [{ productId: id, color: null, count: 1 }] })).id as number;
};
/** A customer's order of one roll of a product tracking rolls, and another roll it may be swapped for. */
const rollOrder = async () => {
  const fabric = await createProduct(t, { count: 0, colors: ['Белый'] });
  const rolls = await receiveLot(t, admin, {
    productId: fabric.id,
    colorId: fabric.colors[0]!.id,
    lot: `L${unique()}`,
    weights: [21, 22],
  });
  const placed = await as(customer, 'POST', '/api/order', {
    lines: [{ productId: fabric.id, color: 'Белый', count: 1 }],
  });
  const held = (placed.lines as { rolls: { id: number }[] }[])[0]!.rolls[0]!.id;
  return { orderId: placed.id as number, held, spare: rolls.find((roll) => roll.id !== held)!.id };
};
const payment = { paidOn: '2026-05-04', amount: 100, documentNumber: '17' };
/** A request a visitor sent, by id. */
const visitorRequest = async () => {
  await t.app.inject({
    method: 'POST',
    url: '/api/requests/feedback',
    payload: { name: 'Анна', message: 'Нужны образцы', phone: `+7903${String(serial++).padStart(7, '0')}` },
  });
  const list = await as(admin, 'GET', '/api/admin/requests?limit=1');
  return (list.items as { id: number }[])[0]!.id;
};
const uploadFor = async (owner: TestUser) => {
  const form = multipart({}, { name: 'ИНН.pdf', data: pdf() });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/user/${owner.id}/files`,
    headers: { ...admin.headers, ...form.headers },
    payload: form.payload,
  });
  return (response.json() as { id: string }).id;
};

/** Every ADMIN write: the request, and the kind of object its one record names. */
const ADMIN_WRITES: Record<string, AdminWrite> = {
  'PUT /api/product/{id}': {
    kind: 'product',
    call: async () => {
      const id = await product();
      return { url: `/api/product/${id}`, payload: { count: 9 }, object: id };
    },
  },
  'POST /api/admin/products': {
    kind: 'product',
    call: async () => ({
      url: '/api/admin/products',
      payload: { art: `AUD-${unique()}`, name: { ru: 'Футер', uz: 'Futer' }, price: 700, count: 1 },
      object: '*',
    }),
  },
  'PATCH /api/admin/products/{id}': {
    kind: 'product',
    call: async () => {
      const id = await product();
      return { url: `/api/admin/products/${id}`, payload: { price: 812.5 }, object: id };
    },
  },
  'DELETE /api/admin/products/{id}': {
    kind: 'product',
    call: async () => {
      const id = await product();
      return { url: `/api/admin/products/${id}`, object: id };
    },
  },
  'POST /api/admin/images': {
    kind: 'image',
    call: async () => {
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f855a' } })
        .png()
        .toBuffer();
      return { url: '/api/admin/images', file: { name: 'фото.png', data: photo }, object: '*' };
    },
  },
  'POST /api/admin/categories': {
    kind: 'category',
    call: async () => {
      const id = `aud-${unique()}`;
      return { url: '/api/admin/categories', payload: { id, name: { ru: 'Футер', uz: 'Futer' } }, object: id };
    },
  },
  'PATCH /api/admin/categories/{id}': {
    kind: 'category',
    call: async () => {
      const id = await category();
      return { url: `/api/admin/categories/${id}`, payload: { position: 7 }, object: id };
    },
  },
  'DELETE /api/admin/categories/{id}': {
    kind: 'category',
    call: async () => {
      const id = await category();
      return { url: `/api/admin/categories/${id}`, object: id };
    },
  },
  'PUT /api/admin/categories/{id}/characteristics': {
    kind: 'category',
    call: async () => {
      const id = await category();
      const main = [{ key: 'weight', name: { ru: 'Плотность', uz: 'Zichligi' } }];
      return { url: `/api/admin/categories/${id}/characteristics`, payload: { main, extra: [] }, object: id };
    },
  },
  'POST /api/admin/integrations/woocommerce/sync': {
    kind: 'integration',
    call: async () => ({ url: '/api/admin/integrations/woocommerce/sync', object: 'woocommerce' }),
  },
  ...Object.fromEntries(
    (['news', 'blog'] as const).flatMap((kind) => [
      [
        `POST /api/admin/${kind}`,
        { kind, call: async () => ({ url: `/api/admin/${kind}`, payload: post(`n-${unique()}`), object: '*' }) },
      ],
      [
        `PUT /api/admin/${kind}/{id}`,
        {
          kind,
          call: async () => {
            const id = (await as(admin, 'POST', `/api/admin/${kind}`, post(`n-${unique()}`))).id as number;
            return { url: `/api/admin/${kind}/${id}`, payload: post(`m-${unique()}`), object: id };
          },
        },
      ],
      [
        `DELETE /api/admin/${kind}/{id}`,
        {
          kind,
          call: async () => {
            const id = (await as(admin, 'POST', `/api/admin/${kind}`, post(`n-${unique()}`))).id as number;
            return { url: `/api/admin/${kind}/${id}`, object: id };
          },
        },
      ],
    ]),
  ),
  'POST /api/admin/vacancies': {
    kind: 'vacancy',
    call: async () => ({ url: '/api/admin/vacancies', payload: vacancy(), object: '*' }),
  },
  'PUT /api/admin/vacancies/{id}': {
    kind: 'vacancy',
    call: async () => {
      const id = (await as(admin, 'POST', '/api/admin/vacancies', vacancy())).id as number;
      return { url: `/api/admin/vacancies/${id}`, payload: vacancy(), object: id };
    },
  },
  'DELETE /api/admin/vacancies/{id}': {
    kind: 'vacancy',
    call: async () => {
      const id = (await as(admin, 'POST', '/api/admin/vacancies', vacancy())).id as number;
      return { url: `/api/admin/vacancies/${id}`, object: id };
    },
  },
  'POST /api/admin/staff': {
    kind: 'staff',
    call: async () => ({ url: '/api/admin/staff', payload: staff, object: '*' }),
  },
  'PUT /api/admin/staff/{id}': {
    kind: 'staff',
    call: async () => {
      const id = (await as(admin, 'POST', '/api/admin/staff', staff)).id as number;
      return { url: `/api/admin/staff/${id}`, payload: { ...staff, phone: '+79161112233' }, object: id };
    },
  },
  'DELETE /api/admin/staff/{id}': {
    kind: 'staff',
    call: async () => {
      const id = (await as(admin, 'POST', '/api/admin/staff', staff)).id as number;
      return { url: `/api/admin/staff/${id}`, object: id };
    },
  },
  'POST /api/admin/promotions': {
    kind: 'promotion',
    call: async () => ({ url: '/api/admin/promotions', payload: promotion(), object: '*' }),
  },
  'PUT /api/admin/promotions/{id}': {
    kind: 'promotion',
    call: async () => {
      const id = (await as(admin, 'POST', '/api/admin/promotions', promotion())).id as number;
      return { url: `/api/admin/promotions/${id}`, payload: promotion(), object: id };
    },
  },
  'DELETE /api/admin/promotions/{id}': {
    kind: 'promotion',
    call: async () => {
      const id = (await as(admin, 'POST', '/api/admin/promotions', promotion())).id as number;
      return { url: `/api/admin/promotions/${id}`, object: id };
    },
  },
  'PUT /api/admin/pages/{slug}': {
    kind: 'page',
    call: async () => ({
      url: '/api/admin/pages/about',
      payload: { title: { ru: 'О нас' }, body: { ru: 'Фабрика' } },
      object: 'about',
    }),
  },
  'PUT /api/admin/requests/{id}': {
    kind: 'request',
    call: async () => {
      const id = await visitorRequest();
      return { url: `/api/admin/requests/${id}`, payload: { status: 'in-progress' }, object: id };
    },
  },
  'POST /api/rolls/lots': {
    kind: 'lot',
    call: async () => {
      const fabric = await createProduct(t, { count: 0, colors: ['Синий'] });
      const lot = { productId: fabric.id, colorId: fabric.colors[0]!.id, lot: `L${unique()}`, weights: '21,4\n22' };
      return { url: '/api/rolls/lots', payload: lot, object: '*' };
    },
  },
  'PUT /api/rolls/{id}': {
    kind: 'roll',
    call: async () => {
      const { spare } = await rollOrder();
      return { url: `/api/rolls/${spare}`, payload: { status: 'written_off', reason: 'Брак' }, object: spare };
    },
  },
  'POST /api/order/{id}/roll-swaps': {
    kind: 'order',
    call: async () => {
      const { orderId, held, spare } = await rollOrder();
      const swap = { from: held, to: spare, reason: 'Пятно' };
      return { url: `/api/order/${orderId}/roll-swaps`, payload: swap, object: orderId };
    },
  },
  'PUT /api/order/{id}': {
    kind: 'order',
    call: async () => {
      const id = await order();
      return { url: `/api/order/${id}`, payload: { managerNote: 'Позвонить' }, object: id };
    },
  },
  'DELETE /api/order/{id}': {
    kind: 'order',
    call: async () => {
      const id = await order();
      return { url: `/api/order/${id}`, object: id };
    },
  },
  'POST /api/order/{id}/payments': {
    kind: 'order',
    call: async () => {
      const id = await order();
      return { url: `/api/order/${id}/payments`, payload: payment, object: id };
    },
  },
  'DELETE /api/order/{id}/payments/{paymentId}': {
    kind: 'order',
    call: async () => {
      const id = await order();
      const paid = await as(admin, 'POST', `/api/order/${id}/payments`, payment);
      const paymentId = (paid.payments as { id: number }[])[0]!.id;
      return { url: `/api/order/${id}/payments/${paymentId}`, payload: { reason: 'Ошибка' }, object: id };
    },
  },
  'PUT /api/user': {
    kind: 'user',
    call: async () => ({
      url: '/api/user',
      payload: { id: customer.id, company: `ООО ${unique()}` },
      object: customer.id,
    }),
  },
  'PUT /api/user/{id}': {
    kind: 'user',
    call: async () => ({
      url: `/api/user/${customer.id}`,
      payload: { address: `Москва, ${unique()}` },
      object: customer.id,
    }),
  },
  'PUT /api/user/{id}/block': {
    kind: 'user',
    call: async () => {
      const other = await createUser(t);
      return { url: `/api/user/${other.id}/block`, payload: { blocked: true }, object: other.id };
    },
  },
  'PUT /api/user/{id}/role': {
    kind: 'user',
    call: async () => {
      const other = await createUser(t);
      return { url: `/api/user/${other.id}/role`, payload: { role: 'ADMIN' }, object: other.id };
    },
  },
  'PUT /api/user/{id}/requisites': {
    kind: 'user',
    call: async () => ({ url: `/api/user/${customer.id}/requisites`, payload: BUYERS.llc, object: customer.id }),
  },
  'POST /api/user/{id}/files': {
    kind: 'file',
    call: async () => ({ url: `/api/user/${customer.id}/files`, file: { name: 'ИНН.pdf', data: pdf() }, object: '*' }),
  },
  'DELETE /api/user/{id}/files/{fileId}': {
    kind: 'file',
    call: async () => {
      const fileId = await uploadFor(customer);
      return { url: `/api/user/${customer.id}/files/${fileId}`, object: fileId };
    },
  },
  'POST /api/admin/telegram/link': {
    kind: 'integration',
    call: async () => ({ url: '/api/admin/telegram/link', object: 'telegram' }),
  },
  'DELETE /api/admin/telegram/chats/{chatId}': {
    kind: 'integration',
    call: async () => {
      const chatId = -100_000 - serial++;
      const code = (await as(admin, 'POST', '/api/admin/telegram/link')).code as string;
      fake.sendText(7_000 + serial, `/start ${code}`, { chatId });
      await fake.waitFor((sent) => sent.some((message) => message.chatId === chatId));
      return { url: `/api/admin/telegram/chats/${chatId}`, object: 'telegram' };
    },
  },
  'PUT /api/admin/onec/settings': {
    kind: 'integration',
    call: async () => ({ url: '/api/admin/onec/settings', payload: { hideMissing: true }, object: '1c' }),
  },
  'POST /api/admin/onec/orders/{id}/resend': {
    kind: 'order',
    call: async () => {
      const id = await order();
      return { url: `/api/admin/onec/orders/${id}/resend`, object: id };
    },
  },
  'POST /api/admin/onec/differences/{id}/resolve': {
    kind: 'onec_difference',
    call: async () => {
      // 1C reports differences through the exchange; the test writes the row that report leaves.
      const [row] = await t.app.db
        .insert(tables.onecDifferences)
        .values({ orderId: await order(), fingerprint: unique(), lines: [] })
        .returning({ id: tables.onecDifferences.id });
      return { url: `/api/admin/onec/differences/${row!.id}/resolve`, object: row!.id };
    },
  },
  'POST /api/admin/companies/{id}/members': {
    kind: 'company',
    call: async () => {
      const companyId = await createCompany(t, await createUser(t));
      const person = await createUser(t);
      return {
        url: `/api/admin/companies/${companyId}/members`,
        payload: { phone: person.phone, role: 'buyer' },
        object: companyId,
      };
    },
  },
  'POST /api/admin/companies/{id}/owner': {
    kind: 'company',
    call: async () => {
      const buyer = await createUser(t);
      const companyId = await createCompany(t, await createUser(t), { members: [[buyer, 'buyer']] });
      return { url: `/api/admin/companies/${companyId}/owner`, payload: { userId: buyer.id }, object: companyId };
    },
  },
};

/** Write operations that leave no record, and why. */
const NOT_RECORDED: Record<string, string> = {
  'POST /api/verification/send': 'a visitor proving a phone: no account yet',
  'POST /api/verification/check': 'a visitor proving a phone: no account yet',
  'POST /api/auth/login': 'opens the caller’s own session',
  'POST /api/auth/refresh': 'renews the caller’s own session',
  'POST /api/auth/logout': 'ends the caller’s own session',
  'PUT /api/auth/password/{id}': 'one’s own password only (nobody may set another’s); no field to show',
  'POST /api/user/check-phone': 'reads only',
  'POST /api/user/register': 'a visitor registering',
  'POST /api/user/reset-password': 'a visitor proving their phone',
  'POST /api/integrations/woocommerce/webhook': 'WooCommerce asking for a sync, not a person',
  'POST /api/requests/price': 'a visitor’s request (the manager handles it on /admin/requests)',
  'POST /api/requests/feedback': 'a visitor’s request',
  'POST /api/requests/brief': 'a visitor’s request',
  'POST /api/rolls/lots/preview': 'reads only: checks pasted weights, saves nothing',
  'POST /api/user/saved/{userId}/{productId}': 'a shopper’s own favourites',
  'DELETE /api/user/saved/{userId}/{productId}': 'a shopper’s own favourites',
  'POST /api/user/cart/{userId}': 'a shopper’s own cart',
  'DELETE /api/user/cart/{userId}': 'a shopper’s own cart',
  'PUT /api/user/cart/{userId}/{itemId}': 'a shopper’s own cart',
  'DELETE /api/user/cart/{userId}/{itemId}': 'a shopper’s own cart',
  'POST /api/order': 'a customer placing an order: the order is its own record',
  'POST /api/order/{id}/reorder': 'fills the caller’s own cart',
  'POST /api/order/{id}/approval':
    'a company owner’s decision on a buyer’s order (never an ADMIN’s); recorded for the manager all the same',
  'POST /api/telegram/link': 'a person linking their own Telegram chat',
  'DELETE /api/telegram': 'a person unlinking their own Telegram chats',
  'POST /api/integrations/telegram/webhook': 'Telegram’s updates (a manager’s button press is recorded as theirs)',
  'POST /api/ops/backup': 'the backup command asking the running shop over loopback, not a person',
  'PUT /api/companies/acting': 'a person choosing whom they act for in their own session',
  'POST /api/company/invitations': 'a company owner inviting a person (never an ADMIN)',
  'DELETE /api/company/invitations/{id}': 'a company owner revoking their own invitation (never an ADMIN)',
  'PATCH /api/company/members/{userId}': 'a company owner changing a member (never an ADMIN)',
  'DELETE /api/company/members/{userId}': 'a company owner removing a member, or a member leaving',
  'POST /api/invitations/{token}/accept': 'a person joining a company they were invited to',
};

/** A path template with its parameters' names left out: `/api/order/{}` for `/api/order/{id}`. */
const shape = (operation: string) => operation.replace(/\{[^}]+\}/g, '{}');

beforeAll(async () => {
  fake = await startFakeTelegram();
  t = await createTestApp({ telegram: telegramConfig(fake) });
  admin = await createUser(t, { role: 'ADMIN' });
  customer = await createUser(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('the audit trail covers every ADMIN write', () => {
  it('has every write operation of the OpenAPI document in one table or the other', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const known = new Set([...Object.keys(ADMIN_WRITES), ...Object.keys(NOT_RECORDED)].map(shape));
    const missing = writes.filter((operation) => !known.has(shape(operation)));
    expect(missing, 'write operations with no example request and no reason').toEqual([]);
    const documented = new Set(writes.map(shape));
    const stale = Object.keys(ADMIN_WRITES).filter((operation) => !documented.has(shape(operation)));
    expect(stale, 'examples of operations the document no longer has').toEqual([]);
  });

  it.each(Object.entries(ADMIN_WRITES))('%s leaves one record', async (operation, write) => {
    const method = operation.split(' ')[0] as Method;
    const call = await write.call();
    const [last] = await t.app.db
      .select({ id: tables.auditRecords.id })
      .from(tables.auditRecords)
      .orderBy(desc(tables.auditRecords.id))
      .limit(1);
    const form = call.file ? multipart({}, call.file) : null;
    const response = await t.app.inject({
      method,
      url: call.url,
      headers: { ...admin.headers, ...form?.headers },
      ...(form ? { payload: form.payload } : call.payload === undefined ? {} : { payload: call.payload as object }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    // Every record since the call, whatever its kind: one change is one record.
    const newest = (await as(admin, 'GET', '/api/admin/audit?limit=10')).items as AuditRecord[];
    const made = newest.filter((record) => record.id > (last?.id ?? 0));
    expect(made, 'records the call left').toHaveLength(1);
    expect(made[0]).toMatchObject({ actor: { id: admin.id }, actorRole: 'ADMIN', kind: write.kind });
    if (call.object !== '*') expect(made[0]!.objectId).toBe(String(call.object));
  });
});
