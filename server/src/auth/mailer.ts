import { mkdir, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * E-mail goes through SMTP when `SMTP_URL` is set; otherwise into a dev outbox: logged and
 * written as one JSON file per mail under `DATA_DIR/outbox`, where a developer (or a test)
 * finds the link it contains. Never through a hosted mail service (intranets can't reach one).
 */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, logger: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments?.map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.content) })),
        });
        logger.info({ to: mail.to, subject: mail.subject }, 'mail sent via SMTP');
      },
      close: () => transport.close(),
    };
  }
  const outbox = join(config.DATA_DIR, 'outbox');
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = join(outbox, `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      // Attachments as base64, so the outbox file is the whole mail a developer or a test reads.
      const attachments = mail.attachments?.map((entry) => ({
        filename: entry.filename,
        contentType: entry.contentType,
        contentBase64: Buffer.from(entry.content).toString('base64'),
      }));
      // Written beside the outbox and then renamed into it: a reader of the outbox (a developer's
      // tool, the browser tests) never sees half a mail (a test read one mid-write in CI on 26.11.).
      const partial = join(config.DATA_DIR, `.outbox-${randomBytes(6).toString('hex')}.partial`);
      await writeFile(partial, JSON.stringify({ from: config.MAIL_FROM, ...mail, attachments, sentAt }, null, 2));
      await rename(partial, file);
      logger.info({ to: mail.to, subject: mail.subject, file, text: mail.text }, 'mail written to the dev outbox');
    },
    close() {},
  };
}
