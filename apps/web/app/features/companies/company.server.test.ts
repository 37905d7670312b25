import { errorMessage } from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import { scriptedApi } from '../../lib/scripted-api.server';
import { companyAction } from './company.server';
// The server has every page's texts (it loads all route modules, app/routes.ts); a test loads the ones it reads.
import './companies.i18n.ru';
import './companies.i18n.uz';

const SHOP = 'http://shop.test';
const ME = '0b6a4a3e-1d3c-4c58-9a51-2f1b7c0d9e11';
const MEMBER = '5f0c2a71-8e44-4b0e-b3b7-6d2f9a1c3e22';

/** Posts `fields` to `/user/company` (or its Uzbek twin) as a signed-in person. */
function post(fields: Record<string, string>, path = '/user/company') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const headers = new Headers({ origin: SHOP, cookie: 'polotno_session=abc' });
  return new Request(`${SHOP}${path}`, { method: 'POST', body: form, headers });
}

function signedIn() {
  const api = scriptedApi();
  api.answer('GET /api/auth/user', 200, { id: ME, name: 'Ольга', role: 'USER' });
  return api;
}

describe('the company page’s forms', () => {
  it('invites by phone with the limits in roubles as typed, and leaves out an empty limit', async () => {
    const api = signedIn();
    api.answer('POST /api/company/invitations', 201, {});
    const result = await companyAction(
      api.context,
      post({ intent: 'invite', phone: '+7 (999) 123-4567', role: 'buyer', orderLimit: '50 000,50', monthLimit: '' }),
    );
    expect(api.calls.at(-1)?.body).toEqual({ phone: '79991234567', role: 'buyer', orderLimit: 50000.5 });
    expect(result).toMatchObject({ ok: true, form: 'invite', notice: 'Приглашение отправлено на +7 (999) 123-4567' });
  });

  it('refuses a limit that is not a sum at its field, in the page’s language, without asking the API', async () => {
    const api = signedIn();
    const result = await companyAction(
      api.context,
      post({ intent: 'invite', phone: '+7 (999) 123-4567', role: 'buyer', orderLimit: 'много' }, '/uz/user/company'),
    );
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/user']);
    expect(result.form).toBe('invite');
    expect(result.fieldErrors.orderLimit).toBe(errorMessage('COMPANY_LIMIT_INVALID', 'uz'));
    expect(result.values).toMatchObject({ orderLimit: 'много' });
  });

  it('shows a phone already in the company at the phone field', async () => {
    const api = signedIn();
    api.refuse('POST /api/company/invitations', 409, 'COMPANY_ALREADY_MEMBER');
    const result = await companyAction(api.context, post({ intent: 'invite', phone: '9991234567', role: 'owner' }));
    expect(result.error).toBe(errorMessage('COMPANY_ALREADY_MEMBER', 'ru'));
    expect(result.fieldErrors.phone).toBe(errorMessage('COMPANY_ALREADY_MEMBER', 'ru'));
  });

  it('saves a member’s role and limits, an emptied limit lifted (null), and names the form it answers', async () => {
    const api = signedIn();
    api.answer(`PATCH /api/company/members/${MEMBER}`, 200, {});
    const result = await companyAction(
      api.context,
      post({ intent: `member-${MEMBER}`, name: 'Зарина', role: 'buyer', orderLimit: '1000', monthLimit: '' }),
    );
    expect(api.calls.at(-1)?.body).toEqual({ role: 'buyer', orderLimit: 1000, monthLimit: null });
    expect(result).toMatchObject({ ok: true, form: `member-${MEMBER}`, notice: 'Изменения для «Зарина» сохранены' });
  });

  it('says the API’s refusal to remove the last owner', async () => {
    const api = signedIn();
    api.refuse(`DELETE /api/company/members/${ME}`, 409, 'COMPANY_LAST_OWNER', 'uz');
    const result = await companyAction(api.context, post({ intent: 'leave' }, '/uz/user/company'));
    expect(result).toMatchObject({ ok: false, form: 'leave', error: errorMessage('COMPANY_LAST_OWNER', 'uz') });
  });

  it('acts for a company, or for nobody when the choice is empty', async () => {
    const api = signedIn();
    const company = { id: MEMBER, title: 'ООО «Артель»', inn: '7707083893', kpp: '', role: 'buyer' };
    api.answer('PUT /api/companies/acting', 200, { items: [company], acting: MEMBER });
    api.answer('PUT /api/companies/acting', 200, { items: [company], acting: null });
    const chosen = await companyAction(api.context, post({ intent: 'acting', companyId: MEMBER }));
    expect(chosen.notice).toBe('Теперь вы действуете от имени ООО «Артель»');
    const none = await companyAction(api.context, post({ intent: 'acting', companyId: '' }));
    expect(api.calls.at(-1)?.body).toEqual({ companyId: null });
    expect(none.notice).toBe('Теперь вы действуете как частное лицо');
  });
});
