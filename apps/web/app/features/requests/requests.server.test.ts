import { errorMessage } from '@polotno/domain';
import { describe, expect, it } from 'vitest';
import { scriptedApi } from '../../lib/scripted-api.server';
import { requestsText } from './requests.i18n';
import { sendBrief, sendFeedback, sendPriceRequest } from './requests.server';
// The server has every page's texts (it loads all route modules, app/routes.ts); a test loads the ones it reads.
import './requests.i18n.ru';
import './requests.i18n.uz';

const SHOP = 'http://shop.test';

/** The form posted from the page at `path`; a list value sends the field once per item (a checkbox group). */
function post(path: string, fields: Record<string, string | string[] | File>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  return new Request(`${SHOP}${path}`, { method: 'POST', body: form, headers: { origin: SHOP, ...headers } });
}

describe('the feedback form', () => {
  it('posts the fields as typed and thanks the visitor in the page’s language', async () => {
    const api = scriptedApi();
    api.answer('POST /api/requests/feedback', 201, { id: 7, priceListSent: false });
    const result = await sendFeedback(
      api.context,
      post('/uz/contact', {
        name: 'Анна',
        phone: '',
        email: 'anna@example.test',
        message: 'Есть ли футер?',
        website: '',
      }),
    );
    expect(api.calls).toEqual([
      expect.objectContaining({
        path: '/api/requests/feedback',
        lang: 'uz',
        body: { name: 'Анна', phone: '', email: 'anna@example.test', message: 'Есть ли футер?', website: '' },
      }),
    ]);
    expect(result).toEqual({
      ok: true,
      error: null,
      notice: requestsText('uz').feedbackSent,
      fieldErrors: {},
      values: null,
    });
  });

  it('refuses a message without a phone or an e-mail at the phone field, keeps what was typed but the honeypot', async () => {
    const api = scriptedApi();
    const result = await sendFeedback(
      api.context,
      post('/contact', { name: 'Анна', phone: '', email: '', message: 'Перезвоните', website: 'bot text' }),
    );
    expect(api.calls).toEqual([]);
    expect(result.ok).toBe(false);
    expect(result.fieldErrors).toEqual({ phone: errorMessage('CONTACT_REQUIRED', 'ru') });
    expect(result.values).toEqual({ name: 'Анна', phone: '', email: '', message: 'Перезвоните' });
  });

  it('shows the API’s refusal above the form with the fields kept', async () => {
    const api = scriptedApi();
    api.refuse('POST /api/requests/feedback', 429, 'REQUEST_FLOOD');
    const result = await sendFeedback(
      api.context,
      post('/contact', { name: 'Анна', phone: '+7 999 123-45-67', email: '', message: 'Ещё одна заявка' }),
    );
    expect(result).toMatchObject({ ok: false, error: errorMessage('REQUEST_FLOOD', 'ru'), notice: null });
    expect(result.values).toMatchObject({ name: 'Анна', message: 'Ещё одна заявка' });
  });
});

describe('the price-list request', () => {
  it('sends the checked materials as a list and says when the price list went by e-mail', async () => {
    const api = scriptedApi();
    api.answer('POST /api/requests/price', 201, { id: 8, priceListSent: true });
    api.answer('POST /api/requests/price', 201, { id: 9, priceListSent: false });
    const fields = {
      name: 'Анна Петрова',
      phone: '89991234567',
      email: 'anna@example.test',
      deliveryMethod: 'pickup',
      materials: ['price-list', 'colour-card'],
    };
    const mailed = await sendPriceRequest(api.context, post('/price', fields));
    expect(api.calls[0]?.body).toMatchObject({ materials: ['price-list', 'colour-card'], deliveryMethod: 'pickup' });
    expect(mailed.notice).toBe(requestsText('ru').priceListMailed);
    const taken = await sendPriceRequest(api.context, post('/price', fields));
    expect(taken.notice).toBe(requestsText('ru').requestSent);
  });

  it('refuses a request for nothing at the materials, with the typed values back', async () => {
    const api = scriptedApi();
    const result = await sendPriceRequest(
      api.context,
      post('/price', { name: 'Анна Петрова', phone: '89991234567', deliveryMethod: 'pickup' }),
    );
    expect(api.calls).toEqual([]);
    expect(result.error).toBeTruthy();
    expect(result.values).toMatchObject({ name: 'Анна Петрова', materials: [] });
  });
});

describe('the order brief', () => {
  const contact = { name: 'Анна Петрова', phone: '89991234567', email: '', company: '', comment: '' };

  it('refuses a body over the brief’s size before reading it', async () => {
    const api = scriptedApi();
    const request = post('/brief-order', contact, { 'content-length': String(11 * 1024 * 1024) });
    const result = await sendBrief(api.context, request);
    expect(api.calls).toEqual([]);
    expect(result.error).toBe(errorMessage('FILE_TOO_LARGE', 'ru', { max: 10 }));
    expect(request.bodyUsed).toBe(false);
  });

  it('asks for the file at its field when none is attached', async () => {
    const api = scriptedApi();
    const result = await sendBrief(api.context, post('/brief-order', contact));
    expect(api.calls).toEqual([]);
    expect(result.fieldErrors).toEqual({ file: errorMessage('FILE_REQUIRED', 'ru') });
    expect(result.values).toMatchObject({ name: 'Анна Петрова' });
  });

  it('sends the text fields and then the file as multipart', async () => {
    const api = scriptedApi();
    api.answer('POST /api/requests/brief', 201, { id: 10, priceListSent: false });
    const file = new File(['brief bytes'], 'бриф.xlsx', { type: 'application/octet-stream' });
    const result = await sendBrief(api.context, post('/brief-order', { ...contact, file }));
    expect(result.notice).toBe(requestsText('ru').briefSent);
    const call = api.calls[0];
    expect(call?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await new Request(SHOP, {
      method: 'POST',
      body: call?.body as Uint8Array<ArrayBuffer>,
      headers: { 'content-type': call?.headers['content-type'] ?? '' },
    }).formData();
    expect([...sent.keys()]).toEqual(['name', 'phone', 'email', 'company', 'comment', 'website', 'file']);
    expect(await (sent.get('file') as File).text()).toBe('brief bytes');
  });
});
