import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from './file-storage.ts';

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
    storage = createLocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('round-trips bytes under nested keys and leaves no temporary file', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    await storage.put('invoices/ORD1.pdf', bytes);
    expect(await storage.get('invoices/ORD1.pdf')).toEqual(bytes);
    expect(await readdir(path.join(root, 'invoices'))).toEqual(['ORD1.pdf']);
  });

  it('answers undefined for a missing key and removes files', async () => {
    expect(await storage.get('invoices/missing.pdf')).toBeUndefined();
    await storage.put('a/b.bin', Buffer.from('x'));
    await storage.remove('a/b.bin');
    expect(await storage.get('a/b.bin')).toBeUndefined();
  });

  it.each(['../escape', '/absolute', 'a/../../b', '', 'a//b'])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  });
});
