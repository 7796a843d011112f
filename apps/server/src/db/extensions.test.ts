import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from './create-db.ts';

describe('database extensions', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has pg_trgm, for indexed substring search', async () => {
    const result = (await database.db.execute(
      sql`select similarity('fastify', 'fastifi') > 0.5 as close, 'Fastify talk' ilike '%stif%' as found`,
    )) as unknown as { rows: { close: boolean; found: boolean }[] };
    expect(result.rows[0]).toEqual({ close: true, found: true });
  });
});
