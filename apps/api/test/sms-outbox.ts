/** Reads the dev SMS outbox (`$DATA_DIR/outbox/sms.jsonl`) the way browser tests do, and verifies phones through HTTP. */
import { readFile } from 'node:fs/promises';
import { smsOutboxPath } from '../src/plugins/sms.ts';
import type { TestApp } from './helper.ts';

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** Every message in the outbox, oldest first. */
export async function readSmsOutbox(t: TestApp): Promise<OutboxMessage[]> {
  try {
    const text = await readFile(smsOutboxPath(t.config), 'utf8');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** The code of the newest message to `phone`. */
export async function lastSmsCode(t: TestApp, phone: string): Promise<string> {
  const message = (await readSmsOutbox(t)).filter((m) => m.to === phone).at(-1);
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** Sends and checks a code for `phone`; returns the verification token. */
export async function verifyPhone(t: TestApp, phone: string, purpose: 'register' | 'reset' = 'register') {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/verification/send',
    payload: { phoneNumber: phone, purpose },
  });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const checked = await t.app.inject({
    method: 'POST',
    url: '/api/verification/check',
    payload: { phoneNumber: phone, code: await lastSmsCode(t, phone), purpose },
  });
  if (checked.statusCode !== 200) throw new Error(`check failed: ${checked.body}`);
  return (checked.json() as { verificationToken: string }).verificationToken;
}
