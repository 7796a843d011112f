import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../test/throwaway-postgres.ts';
import { killAllServers, serverSettings } from './built-server.ts';
import { killDuringWrites } from './kill-cycles.ts';

const dirs: string[] = [];
const dataDir = async (name: string) => {
  const dir = await mkdtemp(path.join(os.tmpdir(), `durability-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await killAllServers();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('kill -9 during concurrent writes, embedded database (PGlite)', () => {
  it('keeps every write answered 2xx through three SIGKILL and restart cycles', async () => {
    const { reports } = await killDuringWrites(serverSettings(await dataDir('pglite')), 3);
    console.log(JSON.stringify(reports));
    expect(reports).toHaveLength(3);
  });
});

const postgresUrl = process.env.DATABASE_URL;

// Registered only when a PostgreSQL server is given. The app is killed, not the database server,
// so this checks that the app answers 2xx only after its transaction is committed.
if (postgresUrl) {
  describe('kill -9 during concurrent writes, PostgreSQL (DATABASE_URL)', () => {
    it('keeps every write answered 2xx through three SIGKILL and restart cycles', async () => {
      const throwaway = await createThrowawayDatabase(postgresUrl, 'durability');
      try {
        // Receipts are still files under DATA_DIR.
        const settings = serverSettings(await dataDir('postgres'), { DATABASE_URL: throwaway.url });
        const { reports } = await killDuringWrites(settings, 3);
        console.log(JSON.stringify(reports));
        expect(reports).toHaveLength(3);
      } finally {
        await killAllServers();
        await throwaway.drop();
      }
    });
  });
}
