import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tables } from '@polotno/db';
import { and, eq } from '@polotno/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, randomPhone, type TestUser } from '../../../test/auth.ts';
import { createCompany, lastInvitationToken } from '../../../test/companies-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helper.ts';
import { testConfig } from '../../../test/test-config.ts';
import { readSmsOutbox, verifyPhone } from '../../../test/sms-outbox.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = TestUser | { headers: { authorization: string } } | null;

function call(user: Caller, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: user ? user.headers : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** An owner of a fresh company, signed in afresh so their session acts for it. */
async function ownerOfCompany(title = 'ООО «Ромашка»') {
  const owner = await createUser(t, { name: 'Ольга Владелец' });
  const companyId = await createCompany(t, owner, { title });
  const session = await login(owner);
  return { owner: { ...owner, headers: session.headers }, companyId };
}

/** A new session of `user` (a login), as a browser opens one. */
async function login(user: TestUser) {
  const response = await call(null, 'POST', '/api/auth/login', {
    email: user.phone,
    password: user.password,
    loginType: 'phone',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { headers: { authorization: `Bearer ${response.json().access_token as string}` } };
}

/** Invites `phone` as `role` and returns the link's token from the SMS. */
async function invite(owner: Caller, phone: string, body: Record<string, unknown> = {}) {
  const response = await call(owner, 'POST', '/api/company/invitations', { phone, role: 'buyer', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return { invitation: response.json(), token: await lastInvitationToken(t, phone) };
}

async function membersOf(companyId: string) {
  return t.app.db.select().from(tables.memberships).where(eq(tables.memberships.companyId, companyId));
}

describe('invitations', () => {
  it('brings a new person in: the SMS link, registration with the invited phone, then accepting', async () => {
    const { owner, companyId } = await ownerOfCompany('ООО «Вязальщица»');
    const phone = randomPhone();
    const { invitation, token } = await invite(owner, phone, { orderLimit: 50_000, monthLimit: 200_000.5 });
    expect(invitation).toMatchObject({ phone, role: 'buyer', orderLimit: 50_000, monthLimit: 200_000.5 });
    const sms = (await readSmsOutbox(t)).filter((m) => m.to === phone).at(-1);
    expect(sms?.text).toBe(
      `Вас пригласили в компанию «ООО «Вязальщица»» на Polotno: ${t.config.publicUrl}/invite/${token}`,
    );
    // Only the token's hash is stored.
    const [stored] = await t.app.db
      .select()
      .from(tables.companyInvitations)
      .where(eq(tables.companyInvitations.id, invitation.id));
    expect(stored?.tokenHash).not.toContain(token);

    const looked = await call(null, 'GET', `/api/invitations/${token}`);
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toEqual({
      company: 'ООО «Вязальщица»',
      role: 'buyer',
      phone: `+7 *** ***-${phone.slice(7, 9)}-${phone.slice(9)}`,
      state: 'open',
    });

    // The invitee registers through the normal SMS registration, then accepts.
    const verificationToken = await verifyPhone(t, phone);
    const registered = await call(null, 'POST', '/api/user/register', {
      phone,
      name: 'Новый Закупщик',
      password: 'knit-and-purl-2026',
      passwordConfirmation: 'knit-and-purl-2026',
      verificationToken,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const invitee = { headers: { authorization: `Bearer ${registered.json().access_token as string}` } };
    expect((await call(invitee, 'GET', '/api/company')).json().code).toBe('COMPANY_NONE');

    const accepted = await call(invitee, 'POST', `/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ companyId });
    // This very session acts for the company now.
    const company = (await call(invitee, 'GET', '/api/company')).json();
    expect(company).toMatchObject({ id: companyId, title: 'ООО «Вязальщица»', role: 'buyer', invitations: [] });
    expect(company.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Ольга Владелец', 'owner'],
      ['Новый Закупщик', 'buyer'],
    ]);
    expect(company.members[1]).toMatchObject({ phone, orderLimit: 50_000, monthLimit: 200_000.5 });
    expect((await call(null, 'GET', `/api/invitations/${token}`)).json().state).toBe('accepted');
    // The owner's list of open invitations no longer has it.
    expect((await call(owner, 'GET', '/api/company')).json().invitations).toEqual([]);

    // Used once: a second accept is refused.
    const again = await call(invitee, 'POST', `/api/invitations/${token}/accept`);
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('INVITATION_CLOSED');
  });

  it('brings an existing person in, and their later logins act for the company', async () => {
    const { owner, companyId } = await ownerOfCompany();
    const person = await createUser(t);
    const { token } = await invite(owner, person.phone, { role: 'accountant' });
    const accepted = await call(person, 'POST', `/api/invitations/${token}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call(person, 'GET', '/api/companies')).json()).toMatchObject({
      items: [{ id: companyId, role: 'accountant' }],
      acting: companyId,
    });
    const later = await login(person);
    expect((await call(later, 'GET', '/api/company')).json()).toMatchObject({ id: companyId, role: 'accountant' });
  });

  it('refuses the wrong phone with 403 and an unknown link with 404', async () => {
    const { owner } = await ownerOfCompany();
    const { token } = await invite(owner, randomPhone());
    const stranger = await createUser(t);
    const wrong = await call(stranger, 'POST', `/api/invitations/${token}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVITATION_WRONG_PHONE');
    const unknown = 'A'.repeat(43);
    expect((await call(null, 'GET', `/api/invitations/${unknown}`)).json().code).toBe('INVITATION_NOT_FOUND');
    expect((await call(stranger, 'POST', `/api/invitations/${unknown}/accept`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/invitations/short')).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/invitations/${token}/accept`)).statusCode).toBe(401);
  });

  it('refuses an expired invitation with 410', async () => {
    const { owner } = await ownerOfCompany();
    const person = await createUser(t);
    const { invitation, token } = await invite(owner, person.phone);
    const expiresAt = new Date(Date.parse(invitation.expiresAt));
    expect(expiresAt.getTime() - Date.parse(invitation.createdAt)).toBe(7 * 86_400_000);
    await t.app.db
      .update(tables.companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tables.companyInvitations.id, invitation.id));
    expect((await call(null, 'GET', `/api/invitations/${token}`)).json().state).toBe('expired');
    const refused = await call(person, 'POST', `/api/invitations/${token}/accept`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().code).toBe('INVITATION_CLOSED');
  });

  it('refuses a revoked invitation with 410; a new invitation to the same phone revokes the older', async () => {
    const { owner, companyId } = await ownerOfCompany();
    const person = await createUser(t);
    const first = await invite(owner, person.phone);
    const second = await invite(owner, person.phone, { role: 'accountant' });
    expect((await call(null, 'GET', `/api/invitations/${first.token}`)).json().state).toBe('revoked');
    expect((await call(owner, 'GET', '/api/company')).json().invitations.map((i: { id: string }) => i.id)).toEqual([
      second.invitation.id,
    ]);

    const revoked = await call(owner, 'DELETE', `/api/company/invitations/${second.invitation.id}`);
    expect(revoked.statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/api/company/invitations/${second.invitation.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/invitations/${second.token}`)).json().state).toBe('revoked');
    for (const token of [first.token, second.token]) {
      expect((await call(person, 'POST', `/api/invitations/${token}/accept`)).statusCode).toBe(410);
    }
    expect(await membersOf(companyId)).toHaveLength(1);
  });

  it('lets only one of two accepts at once through', async () => {
    const { owner, companyId } = await ownerOfCompany();
    const person = await createUser(t);
    const { token } = await invite(owner, person.phone);
    const other = await login(person);
    const answers = await Promise.all([
      call(person, 'POST', `/api/invitations/${token}/accept`),
      call(other, 'POST', `/api/invitations/${token}/accept`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    expect((await membersOf(companyId)).filter((m) => m.userId === person.id)).toHaveLength(1);
  });

  it('refuses to invite a member, and lets only an owner invite', async () => {
    const buyer = await createUser(t);
    const ownerUser = await createUser(t);
    await createCompany(t, ownerUser, { members: [[buyer, 'buyer']] });
    const owner = await login(ownerUser);
    const member = await call(owner, 'POST', '/api/company/invitations', { phone: buyer.phone, role: 'buyer' });
    expect(member.statusCode).toBe(409);
    expect(member.json().code).toBe('COMPANY_ALREADY_MEMBER');

    const asBuyer = await login(buyer);
    const refused = await call(asBuyer, 'POST', '/api/company/invitations', { phone: randomPhone(), role: 'buyer' });
    expect(refused.statusCode).toBe(403);
    // A buyer sees the members, not the invitations.
    expect((await call(asBuyer, 'GET', '/api/company')).json()).toMatchObject({ role: 'buyer', invitations: [] });

    const nobody = await createUser(t);
    const none = await call(nobody, 'POST', '/api/company/invitations', { phone: randomPhone(), role: 'buyer' });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('COMPANY_NONE');
    const bad = await call(owner, 'POST', '/api/company/invitations', {
      phone: randomPhone(),
      role: 'buyer',
      orderLimit: 10.001,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('COMPANY_LIMIT_INVALID');
  });
});

describe('an invitation whose SMS cannot be sent', () => {
  it('answers 502 and keeps no invitation', async () => {
    // SMS.ru down: every request answered with HTTP 500.
    const provider = createServer((_request, response) => void response.writeHead(500).end('down'));
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    const base = testConfig({ dataDir: t.config.dataDir }).sms;
    const down = await createTestApp({
      sms: { ...base, provider: 'smsru', apiId: 'test-api-id', apiUrl: `http://127.0.0.1:${port}` },
    });
    try {
      const ownerUser = await createUser(down);
      await createCompany(down, ownerUser);
      const login = await down.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: ownerUser.phone, password: ownerUser.password, loginType: 'phone' },
      });
      const headers = { authorization: `Bearer ${login.json().access_token as string}` };
      const refused = await down.app.inject({
        method: 'POST',
        url: '/api/company/invitations',
        headers,
        payload: { phone: randomPhone(), role: 'buyer' },
      });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().code).toBe('INVITATION_SEND_FAILED');
      expect(await down.app.db.select().from(tables.companyInvitations)).toEqual([]);
    } finally {
      await down.close();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });
});

describe('members', () => {
  it('takes a removed member out of the company on their very next request', async () => {
    const buyer = await createUser(t);
    const ownerUser = await createUser(t);
    const companyId = await createCompany(t, ownerUser, { members: [[buyer, 'buyer']] });
    const owner = await login(ownerUser);
    const asBuyer = await login(buyer);
    expect((await call(asBuyer, 'GET', '/api/company')).statusCode).toBe(200);

    expect((await call(owner, 'DELETE', `/api/company/members/${buyer.id}`)).statusCode).toBe(204);
    const gone = await call(asBuyer, 'GET', '/api/company');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('COMPANY_NONE');
    expect((await call(asBuyer, 'GET', '/api/companies')).json()).toEqual({ items: [], acting: null });
    expect((await call(owner, 'DELETE', `/api/company/members/${buyer.id}`)).json().code).toBe(
      'COMPANY_MEMBER_NOT_FOUND',
    );
    expect((await membersOf(companyId)).map((m) => m.userId)).toEqual([ownerUser.id]);
  });

  it('changes a role and limits, and lets a member leave but not remove others', async () => {
    const buyer = await createUser(t);
    const accountant = await createUser(t);
    const ownerUser = await createUser(t);
    await createCompany(t, ownerUser, {
      members: [
        [buyer, 'buyer'],
        [accountant, 'accountant'],
      ],
    });
    const owner = await login(ownerUser);
    const changed = await call(owner, 'PATCH', `/api/company/members/${buyer.id}`, { orderLimit: 1500.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ userId: buyer.id, role: 'buyer', orderLimit: 1500.5, monthLimit: null });
    const asBuyer = await login(buyer);
    // A changed limit applies at once (the session reads the membership on every request).
    const lifted = await call(owner, 'PATCH', `/api/company/members/${buyer.id}`, {
      orderLimit: null,
      role: 'accountant',
    });
    expect(lifted.json()).toMatchObject({ role: 'accountant', orderLimit: null });
    expect((await call(asBuyer, 'GET', '/api/company')).json().role).toBe('accountant');

    expect((await call(asBuyer, 'DELETE', `/api/company/members/${accountant.id}`)).statusCode).toBe(403);
    expect((await call(asBuyer, 'PATCH', `/api/company/members/${accountant.id}`, { role: 'owner' })).statusCode).toBe(
      403,
    );
    expect((await call(asBuyer, 'DELETE', `/api/company/members/${buyer.id}`)).statusCode).toBe(204);
    expect((await call(asBuyer, 'GET', '/api/company')).statusCode).toBe(404);
  });

  it('keeps the last owner: they can neither leave nor be demoted', async () => {
    const { owner } = await ownerOfCompany();
    const ownerId = (await call(owner, 'GET', '/api/company')).json().members[0].userId as string;
    for (const response of [
      await call(owner, 'DELETE', `/api/company/members/${ownerId}`),
      await call(owner, 'PATCH', `/api/company/members/${ownerId}`, { role: 'buyer' }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('COMPANY_LAST_OWNER');
    }
    // Limits of the owner may change; the role stays.
    expect((await call(owner, 'PATCH', `/api/company/members/${ownerId}`, { role: 'owner' })).statusCode).toBe(200);
  });

  it('lets only one of two owners demote the other at once', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const companyId = await createCompany(t, first, { members: [[second, 'owner']] });
    const [asFirst, asSecond] = await Promise.all([login(first), login(second)]);
    const answers = await Promise.all([
      call(asFirst, 'PATCH', `/api/company/members/${second.id}`, { role: 'buyer' }),
      call(asSecond, 'PATCH', `/api/company/members/${first.id}`, { role: 'buyer' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    // The loser is either refused as the last owner, or already no owner and so not allowed to manage.
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = (await membersOf(companyId)).filter((m) => m.role === 'owner');
    expect(owners).toHaveLength(1);
  });

  it('lets only one of two owners leave at once', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const companyId = await createCompany(t, first, { members: [[second, 'owner']] });
    const [asFirst, asSecond] = await Promise.all([login(first), login(second)]);
    const answers = await Promise.all([
      call(asFirst, 'DELETE', `/api/company/members/${first.id}`),
      call(asSecond, 'DELETE', `/api/company/members/${second.id}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect((await membersOf(companyId)).filter((m) => m.role === 'owner')).toHaveLength(1);
  });
});

describe('the acting company', () => {
  it('switches between my companies and refuses one I am not a member of', async () => {
    const person = await createUser(t);
    const stranger = await createUser(t);
    const first = await createCompany(t, person, { title: 'ООО «Первая»' });
    const second = await createCompany(t, person, { title: 'ООО «Вторая»' });
    const foreign = await createCompany(t, stranger, { title: 'ООО «Чужая»' });
    // A new session acts for the company joined first.
    const session = await login(person);
    const mine = (await call(session, 'GET', '/api/companies')).json();
    expect(mine.acting).toBe(first);
    expect(mine.items.map((c: { title: string }) => c.title)).toEqual(['ООО «Первая»', 'ООО «Вторая»']);

    const refused = await call(session, 'PUT', '/api/companies/acting', { companyId: foreign });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('COMPANY_NOT_MEMBER');
    expect((await call(session, 'GET', '/api/company')).json().id).toBe(first);

    const switched = await call(session, 'PUT', '/api/companies/acting', { companyId: second });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().acting).toBe(second);
    expect((await call(session, 'GET', '/api/company')).json().title).toBe('ООО «Вторая»');
    // The next login acts for the company of the latest session.
    expect((await call(await login(person), 'GET', '/api/companies')).json().acting).toBe(second);

    const myself = await call(session, 'PUT', '/api/companies/acting', { companyId: null });
    expect(myself.json().acting).toBeNull();
    expect((await call(session, 'GET', '/api/company')).statusCode).toBe(404);
  });

  it('falls back to the earliest company when the latest session’s company is no longer mine', async () => {
    const person = await createUser(t);
    const first = await createCompany(t, person);
    const ownerOfSecond = await createUser(t);
    const second = await createCompany(t, ownerOfSecond, { members: [[person, 'buyer']] });
    const session = await login(person);
    await call(session, 'PUT', '/api/companies/acting', { companyId: second });
    await t.app.db
      .delete(tables.memberships)
      .where(and(eq(tables.memberships.companyId, second), eq(tables.memberships.userId, person.id)));
    expect((await call(await login(person), 'GET', '/api/companies')).json().acting).toBe(first);
  });
});
