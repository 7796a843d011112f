import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { cheapestPlan, expectCall, registration, type Session, signIn, signInAdmin } from './api-client.ts';
import { killHard, type RunningServer, startBuiltServer } from './built-server.ts';
import { findMissing } from './read-back.ts';
import { emptyLedger, type LoadContext, startWriteLoad } from './write-load.ts';

const CUSTOMERS = 4;
const LOOPS_PER_KIND = 4;

export type CycleReport = {
  cycle: number;
  killedAfterMs: number;
  /** Writes sent and not yet answered when SIGKILL was sent. */
  underWayAtKill: number;
  acknowledged: Record<string, number>;
};

/**
 * Design §5: "kill -9 during concurrent writes, then restart: every write that was answered 2xx
 * is there." Each cycle writes from 16 concurrent loops, SIGKILLs the server 1–3 s in, restarts
 * it on the same data and reads back every write acknowledged so far (all cycles, not only the
 * last: a later crash must not undo an earlier write either).
 */
export async function killDuringWrites(settings: Record<string, string>, cycles: number) {
  let server: RunningServer = await startBuiltServer(settings);
  const admin = await signInAdmin(server.url);
  const ledger = emptyLedger();
  let seq = 0;
  const next = () => {
    seq += 1;
    return seq;
  };
  const tag = randomBytes(4).toString('hex');

  const customers: Session[] = [];
  for (let i = 0; i < CUSTOMERS; i += 1) {
    const body = registration(tag, next());
    await expectCall(server.url, 'POST', '/api/auth/register', 201, { body });
    ledger.users.push({ email: body.email, username: body.username });
    customers.push(await signIn(server.url, body, 'USER'));
  }
  const ctx: LoadContext = {
    tag,
    admin,
    customers,
    plan: await cheapestPlan(server.url),
    ledger,
    next,
  };

  const reports: CycleReport[] = [];
  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    const load = startWriteLoad(ctx, server.url, cycle, LOOPS_PER_KIND);
    const startedAt = Date.now();
    // 1–3 s into the stream, and not before every kind was answered at least once (on a busy
    // machine the slower kinds may take longer), so no kind is checked vacuously.
    await Promise.all([sleep(1000 + Math.random() * 2000), load.eachKindWritten()]);
    const killedAfterMs = Date.now() - startedAt;
    const underWayAtKill = load.killing();
    await killHard(server);
    load.stop();
    await load.done;
    const acknowledged = load.counts();
    reports.push({ cycle, killedAfterMs, underWayAtKill, acknowledged });

    // Throws with the server's output when the data folder does not open again.
    server = await startBuiltServer(settings);
    const missing = await findMissing(server.url, admin, ledger);
    expect({ cycle, missing, unexpected: ledger.unexpected }).toEqual({
      cycle,
      missing: { users: [], links: [], emis: [], orders: [] },
      unexpected: [],
    });
    // Each kind was written in this cycle and writes were cut by the kill: not vacuous.
    for (const [kind, count] of Object.entries(acknowledged)) {
      expect(count, `${kind} acknowledged in cycle ${cycle}`).toBeGreaterThan(0);
    }
    expect(underWayAtKill, `writes under way at the kill in cycle ${cycle}`).toBeGreaterThan(0);
  }
  await killHard(server);
  return { reports, ledger };
}
