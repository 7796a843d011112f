import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** Where mail goes: a real SMTP server, or `.eml` files in the outbox folder. */
export type MailTransport = {
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    describe: `SMTP ${new URL(smtpUrl).host}`,
    send: async (mail) => {
      await transporter.sendMail({ ...mail, html: mail.html ?? undefined });
    },
    close: () => transporter.close(),
  };
}

/** Writes each message, fully encoded as it would travel, to `<outboxDir>/<time>-<id>.eml`. */
export function createFileTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `files in ${outboxDir}`,
    send: async (mail) => {
      const info = await transporter.sendMail({ ...mail, html: mail.html ?? undefined });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(outboxDir, `${stamp}-${randomUUID()}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
