import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, signInNewAdmin } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/create-db.ts';
import { emiPayments } from '../../db/schema.ts';
import { createLocalStorage, type FileStorage } from '../../storage/file-storage.ts';
import { createEmiRepository } from './emi-repository.ts';
import { createEmiService } from './emi-service.ts';

const png = () => {
  const image = new PNG({ width: 2, height: 2 });
  image.data.fill(90);
  return PNG.sync.write(image);
};

describe('an EMI payment and its receipt are saved together or not at all', () => {
  describe('when storing the file fails', () => {
    let t: TestApp;
    let admin: string;
    const failingStorage: FileStorage = {
      put: async () => {
        throw new Error('disk full');
      },
      get: async () => undefined,
      remove: async () => undefined,
    };
    beforeAll(async () => {
      t = await buildTestApp({}, { storage: failingStorage });
      admin = await signInNewAdmin(t.app, t.database.db);
    });
    afterAll(() => t.close());

    it('answers 500 and leaves no EMI row behind', async () => {
      const boundary = 'x-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="auditRequestVo"\r\n\r\n{"emi1":5000,"emi2":0,"extraAmount":0}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/emi/add',
        headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).not.toContain('disk full');
      const [rows] = await t.database.db.select({ n: count() }).from(emiPayments);
      expect(rows?.n).toBe(0);
    });
  });

  describe('when writing the row fails', () => {
    let database: Database;
    let root: string;
    beforeAll(async () => {
      database = await createTestDatabase();
      root = await mkdtemp(path.join(os.tmpdir(), 'emi-files-'));
    });
    afterAll(async () => {
      await database.close();
      await rm(root, { recursive: true, force: true });
    });

    it('removes the stored receipt again, leaving no file behind', async () => {
      const repo = createEmiRepository();
      const emi = createEmiService({
        db: database.db,
        repo: {
          ...repo,
          addPayment: async () => {
            throw new Error('connection lost');
          },
        },
        storage: createLocalStorage(root),
        log: pino({ level: 'silent' }),
      });
      await expect(
        emi.add('00000000-0000-0000-0000-000000000000', { emi1: 1, emi2: 0, extraAmount: 0 }, png()),
      ).rejects.toThrow('connection lost');
      const left = await readdir(path.join(root, 'emi-receipts')).catch(() => []);
      expect(left).toEqual([]);
    });
  });
});
