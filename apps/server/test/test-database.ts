import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/db/create-db.ts';
import { createThrowawayDatabase } from './throwaway-postgres.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = await readFile(inject('pgliteTemplatePath'));
    return createDatabase({ kind: 'pglite', loadDataDir: new Blob([template]) });
  }
  const throwaway = await createThrowawayDatabase(serverUrl, 'test');
  const database = await createDatabase({ kind: 'postgres', url: throwaway.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwaway.drop();
    },
  };
}
