import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config.ts';
import { randomPhone } from '../../test/auth.ts';
import { createTestApp, type TestApp } from '../../test/helper.ts';
import { readSmsOutbox } from '../../test/sms-outbox.ts';

/** A fake SMS.ru: records every request and answers as told. */
async function startFakeSmsRu() {
  const requests: Array<{ path: string; form: URLSearchParams }> = [];
  let mode: 'ok' | 'refuse' | 'http-error' = 'ok';
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await read(request));
    requests.push({ path: request.url ?? '', form });
    if (mode === 'http-error') {
      response.writeHead(500).end('oops');
      return;
    }
    const to = form.get('to') ?? '';
    const answer =
      mode === 'ok'
        ? {
            status: 'OK',
            status_code: 100,
            sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000-1' } },
            balance: 10,
          }
        : {
            status: 'OK',
            status_code: 100,
            sms: { [to]: { status: 'ERROR', status_code: 207, status_text: 'no route' } },
          };
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next: typeof mode) => void (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMS.ru provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeSmsRu>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeSmsRu();
    const sms = { ...testConfig({ dataDir: tmpdir() }).sms, provider: 'smsru' as const, apiId: 'test-api-id' };
    t = await createTestApp({ sms: { ...sms, apiUrl: fake.url, from: 'Polotno' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const send = (phoneNumber: string) =>
    t.app.inject({ method: 'POST', url: '/api/verification/send', payload: { phoneNumber } });

  it('posts api_id, to, msg and from to /sms/send and reports success', async () => {
    const phone = randomPhone();
    const response = await send(phone);
    expect(response.statusCode).toBe(200);
    const last = fake.requests.at(-1);
    expect(last?.path).toBe('/sms/send');
    expect(last?.form.get('api_id')).toBe('test-api-id');
    expect(last?.form.get('to')).toBe(phone);
    expect(last?.form.get('from')).toBe('Polotno');
    expect(last?.form.get('json')).toBe('1');
    expect(last?.form.get('msg')).toMatch(/код подтверждения \d{6}/);
    expect(await readSmsOutbox(t)).toEqual([]);
  });

  it('answers 502 when SMS.ru refuses or fails, and the failed send does not use up the timer', async () => {
    const phone = randomPhone();
    fake.setMode('refuse');
    const refused = await send(phone);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ code: 'VERIFICATION_SEND_FAILED', message: 'Ошибка при отправке кода' });
    fake.setMode('http-error');
    expect((await send(phone)).statusCode).toBe(502);
    fake.setMode('ok');
    const retried = await send(phone);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().remainingSms).toBe(4);
    // /api/metrics counts what the provider was handed: two failures, and this test file's sends.
    const counted = await t.app.metrics.registry.getSingleMetricAsString('polotno_sms_total');
    expect(counted).toContain('polotno_sms_total{result="failed"} 2');
  });
});
