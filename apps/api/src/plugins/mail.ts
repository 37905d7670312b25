/**
 * Outgoing e-mail. Every message is composed as an RFC 5322 message by nodemailer; the embedded default
 * writes it as an `.eml` file under `$DATA_DIR/outbox/mail/` (open it in any mail client), and with
 * `SMTP_URL` it is sent over SMTP.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Composes and delivers one message; resolves with its Message-ID. */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** Builds the mailer the configuration asks for. */
export function createMailer(settings: Config['mail']): Mailer {
  const transport =
    settings.transport.kind === 'smtp'
      ? nodemailer.createTransport(settings.transport.url)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const outbox = settings.transport.kind === 'outbox' ? settings.transport.dir : null;

  return {
    async send(message) {
      if (message.to.length === 0) throw new Error('mail without recipients');
      const info = await transport.sendMail({
        from: settings.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          content: attachment.content,
          contentType: attachment.contentType,
        })),
      });
      if (outbox) {
        // Written under a temporary name first, so a reader of the outbox never sees half a message.
        await mkdir(outbox, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
        const temporary = path.join(outbox, `.${name}.tmp`);
        await writeFile(temporary, (info as unknown as { message: Buffer }).message);
        await rename(temporary, path.join(outbox, name));
      }
      return { messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

export default fp(
  async function mail(app: FastifyInstance, options: { config: Config }) {
    const mailer = createMailer(options.config.mail);
    app.decorate('mail', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
