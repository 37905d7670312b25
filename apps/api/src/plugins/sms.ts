/**
 * The SMS adapter. `log` (default) appends `{"to","text","sentAt"}` lines to `$DATA_DIR/outbox/sms.jsonl`
 * (browser tests read codes from there) and echoes them to the console in development; `smsru` sends
 * through the SMS.ru HTTP API (`POST {SMS_API_URL}/sms/send`).
 */
import { constants } from 'node:fs';
import { access, appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

export interface SmsSender {
  /** Delivers `text` to `to` (7 and 10 digits) or throws. */
  send(to: string, text: string): Promise<void>;
  /** Resolves when messages can be handed over (the outbox is writable, SMS.ru accepts the api_id). */
  check(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/** The dev outbox file of a configuration. */
export function smsOutboxPath(config: Config): string {
  return path.join(config.dataDir, 'outbox', 'sms.jsonl');
}

/** Writes messages to the outbox file instead of sending them. */
export function logSender(config: Config): SmsSender {
  const file = smsOutboxPath(config);
  return {
    async send(to, text) {
      await mkdir(path.dirname(file), { recursive: true });
      const line = JSON.stringify({ to, text, sentAt: config.now().toISOString() });
      await appendFile(file, `${line}\n`, 'utf8');
      if (config.env === 'development') console.log(`[sms outbox] to +${to}: ${text}`);
    },
    async check() {
      await mkdir(path.dirname(file), { recursive: true });
      await access(path.dirname(file), constants.W_OK);
    },
  };
}

interface SmsRuAnswer {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string }>;
}

/** Sends through SMS.ru; any answer but status OK for the number is an error. */
export function smsRuSender(config: Config): SmsSender {
  const { apiId, apiUrl, from } = config.sms;
  if (!apiId) throw new Error('SMS_API_ID is required for SMS_PROVIDER=smsru');
  return {
    async send(to, text) {
      const form = new URLSearchParams({ api_id: apiId, to, msg: text, json: '1' });
      if (from) form.set('from', from);
      const response = await fetch(`${apiUrl}/sms/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS.ru answered HTTP ${response.status}`);
      const answer = (await response.json()) as SmsRuAnswer;
      const perNumber = answer.sms?.[to];
      if (answer.status !== 'OK' || perNumber?.status !== 'OK') {
        const reason = perNumber?.status_text ?? answer.status_text ?? 'unknown';
        throw new Error(`SMS.ru refused the message: ${perNumber?.status_code ?? answer.status_code} ${reason}`);
      }
    },
    async check() {
      const response = await fetch(`${apiUrl}/auth/check?${new URLSearchParams({ api_id: apiId, json: '1' })}`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`SMS.ru answered HTTP ${response.status}`);
      const answer = (await response.json()) as SmsRuAnswer;
      if (answer.status !== 'OK')
        throw new Error(`SMS.ru refused the api_id: ${answer.status_code} ${answer.status_text}`);
    },
  };
}

export default fp(
  async function sms(app: FastifyInstance, options: { config: Config }) {
    const { config } = options;
    const sender = config.sms.provider === 'smsru' ? smsRuSender(config) : logSender(config);
    const counted = app.metrics.sms;
    app.decorate('sms', {
      async send(to: string, text: string) {
        try {
          await sender.send(to, text);
        } catch (error) {
          counted.inc({ result: 'failed' });
          throw error;
        }
        counted.inc({ result: 'sent' });
      },
      check: () => sender.check(),
    } satisfies SmsSender);
  },
  { name: 'sms', dependencies: ['metrics'] },
);
