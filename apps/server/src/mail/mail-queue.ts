import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/create-db.ts';
import { type MailAttachment, mailOutbox } from '../db/schema.ts';

export type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files already in (or about to be put in) file storage, read when the mail is sent. */
  attachments?: MailAttachment[];
  /**
   * Held back until then, unless released sooner with `releaseMail`: a mail whose attachment
   * is still being written waits for it instead of failing its first attempt.
   */
  heldUntil?: Date;
};

/**
 * Queues a message in the database. Call it inside the transaction of the change that causes
 * the mail, so the two commit together; the mail worker sends it afterwards.
 */
export async function enqueueMail(db: Db, mail: QueuedMail): Promise<string> {
  const [queued] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments ?? [],
      ...(mail.heldUntil ? { nextAttemptAt: mail.heldUntil } : {}),
    })
    .returning({ id: mailOutbox.id });
  return (queued as { id: string }).id;
}

/** Makes a held mail due now (a no-op once it has been tried or sent). */
export async function releaseMail(db: Db, mailId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, 0)));
}
