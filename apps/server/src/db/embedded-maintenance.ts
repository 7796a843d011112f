import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './create-db.ts';

const FIRST_RUN_AFTER_MS = 5 * 60_000;
const EVERY_MS = 24 * 60 * 60_000;

/**
 * The embedded database runs PostgreSQL in single-user mode, where autovacuum never runs, so
 * dead rows would pile up and planner statistics go stale (a links page took 10–34 ms instead of
 * 2–7 ms on 100,000 links before a vacuum). This does autovacuum's job: VACUUM (ANALYZE) a few
 * minutes after start and then daily; on 100,000 links it holds the database for about a second.
 */
export function createEmbeddedMaintenance(deps: { db: Db; log: FastifyBaseLogger }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function runOnce(): Promise<void> {
    const startedAt = performance.now();
    await deps.db.execute(sql`vacuum (analyze)`);
    deps.log.info({ ms: Math.round(performance.now() - startedAt) }, 'database vacuumed and analysed');
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => deps.log.error({ err: error }, 'database maintenance failed'))
        .finally(() => {
          running = undefined;
          schedule(EVERY_MS);
        });
    }, delay);
    timer.unref();
  }

  return {
    runOnce,
    start: () => schedule(FIRST_RUN_AFTER_MS),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
