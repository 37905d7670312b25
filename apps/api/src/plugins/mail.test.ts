import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mail.ts';

const priceList = {
  filename: 'прайс-лист.xlsx',
  content: Buffer.from('PK\x03\x04 price'),
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'polotno-mail-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('e-mail outbox (default)', () => {
  it('writes each message as an .eml file with its attachment', async () => {
    const dir = path.join(root, 'outbox');
    const mailer = createMailer({
      transport: { kind: 'outbox', dir },
      from: 'Полотно <shop@polotno.test>',
      managers: [],
    });
    const sent = await mailer.send({
      to: ['client@example.com'],
      subject: 'Прайс-лист',
      text: 'Здравствуйте! Прайс-лист во вложении.',
      attachments: [priceList],
    });
    mailer.close();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const parsed = await simpleParser(await readFile(path.join(dir, files[0]!)));
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.subject).toBe('Прайс-лист');
    expect(parsed.from?.text).toContain('shop@polotno.test');
    expect(parsed.text).toContain('Прайс-лист во вложении');
    expect(parsed.attachments).toHaveLength(1);
    expect(parsed.attachments[0]!.filename).toBe('прайс-лист.xlsx');
    expect(parsed.attachments[0]!.content.equals(priceList.content)).toBe(true);
  });

  it('refuses a message without recipients', async () => {
    const mailer = createMailer({
      transport: { kind: 'outbox', dir: path.join(root, 'none') },
      from: 'a@b.c',
      managers: [],
    });
    await expect(mailer.send({ to: [], subject: 's', text: 't' })).rejects.toThrow(/recipients/);
  });
});

describe('e-mail over SMTP (against a real SMTP server)', () => {
  let server: SMTPServer;
  let port: number;
  const received: { envelopeTo: string[]; user: string | undefined; mail: ParsedMail }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'shop' && auth.password === 'secret') return callback(null, { user: 'shop' });
        return callback(new Error('bad credentials'));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              user: session.user as string,
              mail,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message and its attachment to every recipient', async () => {
    const mailer = createMailer({
      transport: { kind: 'smtp', url: `smtp://shop:secret@127.0.0.1:${port}` },
      from: 'shop@polotno.test',
      managers: [],
    });
    await mailer.send({
      to: ['m1@polotno.test', 'm2@polotno.test'],
      replyTo: 'client@example.com',
      subject: 'Заявка на прайс-лист',
      text: 'Новая заявка',
      attachments: [priceList],
    });
    mailer.close();
    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.user).toBe('shop');
    expect(message!.envelopeTo).toEqual(['m1@polotno.test', 'm2@polotno.test']);
    expect(message!.mail.subject).toBe('Заявка на прайс-лист');
    expect(message!.mail.replyTo?.text).toContain('client@example.com');
    expect(message!.mail.attachments[0]!.filename).toBe('прайс-лист.xlsx');
    expect(message!.mail.attachments[0]!.content.equals(priceList.content)).toBe(true);
  });

  it('fails loudly when the SMTP server refuses the credentials', async () => {
    const mailer = createMailer({
      transport: { kind: 'smtp', url: `smtp://shop:wrong@127.0.0.1:${port}` },
      from: 'shop@polotno.test',
      managers: [],
    });
    await expect(mailer.send({ to: ['m1@polotno.test'], subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});
