/** Reads the e-mail outbox of a test app: every `.eml` file written there, parsed, oldest first. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { TestApp } from './helper.ts';

export async function readOutbox(t: TestApp): Promise<ParsedMail[]> {
  const transport = t.config.mail.transport;
  if (transport.kind !== 'outbox') throw new Error('this test app sends mail over SMTP');
  let names: string[];
  try {
    names = (await readdir(transport.dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (name) => simpleParser(await readFile(path.join(transport.dir, name)))));
}
