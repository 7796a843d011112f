import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type ParsedMail, simpleParser } from 'mailparser';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Env, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/create-db.ts';
import { createFileTransport, type MailTransport } from '../src/mail/mail-transport.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Sends queued mail and returns every message written to the outbox so far, oldest first. */
  sentMail(): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The whole app on a fresh database, as `npm start` builds it, with mail going to a temp outbox. */
export async function buildTestApp(
  env: Partial<Env> = {},
  options: {
    mailTransport?: MailTransport;
    webDistDir?: string;
    storage?: FileStorage;
    onRoute?: BuildAppOptions['onRoute'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
    // No thumbnail fetches to the internet from tests; the thumbnail tests turn them on.
    LINK_THUMBNAILS: 'off',
    ...env,
  } as Record<string, string>);
  config.webDistDir = options.webDistDir;
  const database = await createTestDatabase();
  const outboxDir = path.join(dataDir, 'outbox');
  const app = await buildApp({
    config,
    database,
    jwtSecret: TEST_JWT_SECRET,
    mailTransport: options.mailTransport ?? createFileTransport(outboxDir),
    storage: options.storage,
    onRoute: options.onRoute,
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async sentMail() {
      await app.mailWorker.drain();
      const files = (await readdir(outboxDir).catch(() => [])).sort();
      return Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(outboxDir, file)))));
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
