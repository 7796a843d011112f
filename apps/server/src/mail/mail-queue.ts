import type { Db } from '../db/create-db.ts';
import { type MailAttachment, mailOutbox } from '../db/schema.ts';

export type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files already in (or about to be put in) file storage, read when the mail is sent. */
  attachments?: MailAttachment[];
};

/**
 * Queues a message in the database. Call it inside the transaction of the change that causes
 * the mail, so the two commit together; the mail worker sends it afterwards.
 */
export async function enqueueMail(db: Db, mail: QueuedMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
  });
}
