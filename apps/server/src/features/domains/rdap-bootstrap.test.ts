import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { loadRdapBootstrap, type RdapBootstrap, rdapServerResolver } from './rdap-bootstrap.ts';

const bootstrap: RdapBootstrap = {
  version: '1.0',
  publication: '2025-01-01T00:00:00Z',
  services: [
    [
      ['com', 'net'],
      ['http://rdap.example/com/', 'https://rdap.verisign.com/com/v1/'],
    ],
    [['in'], ['https://rdap.registry.in']],
    [['co.in'], ['https://second-level.example/']],
  ],
};

describe('rdapServerResolver', () => {
  const serverFor = rdapServerResolver(bootstrap);

  it.each([
    ['navya.com', 'https://rdap.verisign.com/com/v1/'],
    ['NAVYA.NET', 'https://rdap.verisign.com/com/v1/'],
    ['navya.in', 'https://rdap.registry.in/'],
    ['navya.co.in', 'https://second-level.example/'],
    ['navya.org', undefined],
    ['in', undefined],
  ])('%s → %s', (domain, base) => {
    expect(serverFor(domain)).toBe(base);
  });
});

describe('loadRdapBootstrap', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'rdap-load-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('ships a copy that serves every ending sold, over https', async () => {
    const serverFor = rdapServerResolver(await loadRdapBootstrap());
    for (const tld of ['in', 'co.in', 'com', 'net', 'org', 'online', 'tech']) {
      expect(serverFor(`navya.${tld}`)).toMatch(/^https:\/\/.+\/$/);
    }
    expect(serverFor('navya.com')).toBe('https://rdap.verisign.com/com/v1/');
  });

  it('reads the file of RDAP_BOOTSTRAP_FILE', async () => {
    const file = path.join(dir, 'good.json');
    await writeFile(file, JSON.stringify(bootstrap));
    expect(await loadRdapBootstrap(file)).toEqual(bootstrap);
  });

  it.each([
    ['not-json', '{ nope', /RDAP_BOOTSTRAP_FILE: cannot read .*not-json\.json/],
    [
      'wrong-shape',
      '{"version":"1.0","services":{}}',
      /RDAP_BOOTSTRAP_FILE: .*wrong-shape\.json is not an IANA/,
    ],
    ['no-urls', '{"version":"1.0","publication":"x","services":[[["com"],[]]]}', /at services\.0\.1/],
  ])('stops start-up with a clear message for a file with %s', async (name, content, message) => {
    const file = path.join(dir, `${name}.json`);
    await writeFile(file, content);
    const loading = loadRdapBootstrap(file);
    await expect(loading).rejects.toBeInstanceOf(ConfigError);
    await expect(loading).rejects.toThrow(message);
  });

  it('names a missing file', async () => {
    await expect(loadRdapBootstrap(path.join(dir, 'absent.json'))).rejects.toThrow(
      /cannot read .*absent\.json/,
    );
  });
});
