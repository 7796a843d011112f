import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/create-db.ts';
import { enqueueMail, releaseMail } from './mail-queue.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';

type Received = { from: string; to: string[]; raw: Buffer };

/** A real SMTP server on a free local port; it can be told to refuse the next messages. */
async function startSmtpServer() {
  const received: Received[] = [];
  let refuseNext = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (count: number) => {
      refuseNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail worker over real SMTP', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const worker = () =>
    createMailWorker({
      db: database.db,
      transport: createSmtpTransport(smtp.url),
      from: '"Navya Web Solutions" <support@navyawebsolutions.in>',
      log,
    });

  it('delivers queued mail to the SMTP server, with subject, text and html intact', async () => {
    await enqueueMail(database.db, {
      to: 'asha@example.in',
      subject: 'Your order ₹4,999',
      text: 'Hello Asha, thank you.',
      html: '<p>Hello <b>Asha</b></p>',
    });
    const sent = await worker().drain();
    expect(sent).toBe(1);
    const last = smtp.received.at(-1);
    expect(last?.to).toEqual(['asha@example.in']);
    expect(last?.from).toBe('support@navyawebsolutions.in');
    const parsed = await simpleParser(last?.raw ?? Buffer.alloc(0));
    expect(parsed.subject).toBe('Your order ₹4,999');
    expect(parsed.text?.trim()).toBe('Hello Asha, thank you.');
    expect(parsed.html).toContain('<b>Asha</b>');
  });

  it('keeps a refused message and retries it later instead of losing it', async () => {
    smtp.refuse(1);
    await enqueueMail(database.db, { to: 'ravi@example.in', subject: 'Retry me', text: 'Second try.' });
    const mailWorker = worker();
    expect(await mailWorker.drain()).toBe(0);
    const rows = (await database.db.execute(
      sql`select status, attempts, last_error, next_attempt_at > now() as later from mail_outbox where subject = 'Retry me'`,
    )) as unknown as { rows: { status: string; attempts: number; last_error: string; later: boolean }[] };
    expect(rows.rows[0]).toMatchObject({ status: 'pending', attempts: 1, later: true });
    expect(rows.rows[0]?.last_error).toMatch(/451/);

    // Make it due now, as time passing would.
    await database.db.execute(sql`update mail_outbox set next_attempt_at = now() where subject = 'Retry me'`);
    expect(await mailWorker.drain()).toBe(1);
    expect(smtp.received.at(-1)?.to).toEqual(['ravi@example.in']);
  });

  it('holds a mail until it is released, then sends it on the next pass', async () => {
    const before = smtp.received.length;
    const id = await enqueueMail(database.db, {
      to: 'held@example.in',
      subject: 'Waiting for its attachment',
      text: 'Held.',
      heldUntil: new Date(Date.now() + 60_000),
    });
    expect(await worker().drain()).toBe(0);
    await releaseMail(database.db, id);
    expect(await worker().drain()).toBe(1);
    expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([['held@example.in']]);
  });

  it('never sends one message twice when two workers run at once', async () => {
    const before = smtp.received.length;
    for (let i = 0; i < 5; i++) {
      await enqueueMail(database.db, { to: `bulk${i}@example.in`, subject: 'Bulk', text: 'x' });
    }
    const [a, b] = await Promise.all([worker().drain(), worker().drain()]);
    expect((a ?? 0) + (b ?? 0)).toBe(5);
    expect(smtp.received.length - before).toBe(5);
  });

  it('backs off exponentially, capped at an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
