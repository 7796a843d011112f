import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './create-db.ts';
import { createEmbeddedMaintenance } from './embedded-maintenance.ts';
import { queryRows } from './query-rows.ts';

describe('embedded database maintenance', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('vacuums and analyses every table, as autovacuum would', async () => {
    await createEmbeddedMaintenance({ db: database.db, log: pino({ level: 'silent' }) }).runOnce();
    const [links] = await queryRows<{
      last_vacuum: Date | string | null;
      last_analyze: Date | string | null;
    }>(database.db, sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'links'`);
    expect(links?.last_vacuum).not.toBeNull();
    expect(links?.last_analyze).not.toBeNull();
  });
});
