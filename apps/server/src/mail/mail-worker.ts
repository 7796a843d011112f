import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/create-db.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailTransport } from './mail-transport.ts';

export const MAX_MAIL_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const LEASE = '5 minutes';

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Claims due mail by pushing its next attempt one lease into the future, so several server
 * processes never send the same message twice; a process that dies mid-send lets the lease
 * lapse and another one retries it (at-least-once delivery).
 */
async function claimDue(db: Db): Promise<OutboxRow[]> {
  const claimed = await db.execute<{ id: string }>(sql`
    update mail_outbox set next_attempt_at = now() + ${LEASE}::interval
    where id in (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at
      limit ${BATCH_SIZE}
      for update skip locked
    )
    returning id`);
  const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

export type MailWorker = {
  start(): void;
  /** Asks for a send pass soon, e.g. right after a mail was queued. */
  kick(): void;
  /** Sends every mail that is due now; resolves when the pass is done. */
  drain(): Promise<number>;
  stop(): Promise<void>;
};

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, … capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createMailWorker(options: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Bytes of a queued attachment; throwing makes the mail wait for its next attempt. */
  loadAttachment?: (storageKey: string) => Promise<Buffer>;
}): MailWorker {
  const { db, transport, from, log } = options;
  const pollMs = options.pollMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const due = await claimDue(db);
      if (due.length === 0) return sent;
      for (const mail of due) {
        try {
          const attachments = await Promise.all(
            mail.attachments.map(async (attachment) => {
              if (!options.loadAttachment) throw new Error('mail attachments are not configured');
              return {
                filename: attachment.filename,
                contentType: attachment.contentType,
                content: await options.loadAttachment(attachment.storageKey),
              };
            }),
          );
          await transport.send({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            ...(attachments.length > 0 ? { attachments } : {}),
          });
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: sql`now()`, attempts: mail.attempts + 1, lastError: null })
            .where(eq(mailOutbox.id, mail.id));
          log.info({ mailId: mail.id, subject: mail.subject, via: transport.describe }, 'mail sent');
          sent += 1;
        } catch (error) {
          const attempts = mail.attempts + 1;
          const failed = attempts >= MAX_MAIL_ATTEMPTS;
          await db
            .update(mailOutbox)
            .set({
              attempts,
              status: failed ? 'failed' : 'pending',
              lastError: String((error as Error).message ?? error).slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
            })
            .where(eq(mailOutbox.id, mail.id));
          log.warn({ mailId: mail.id, attempts, err: error }, failed ? 'mail given up' : 'mail send failed');
        }
      }
      if (due.length < BATCH_SIZE) return sent;
    }
  }

  function drain(): Promise<number> {
    // One pass at a time: a second caller waits for the pass under way, then runs its own.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(sendDue);
    running = next.finally(() => {
      if (running === tracked) running = undefined;
    });
    const tracked = running;
    return next;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((error) => log.error({ err: error }, 'mail worker pass failed'))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    kick() {
      schedule(0);
    },
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
