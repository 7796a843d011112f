import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { type RdapTestServer, startRdapTestServer } from '../../../test/rdap-test-server.ts';
import { REGISTRY_DOWN_MESSAGE } from './domain-service.ts';

// Every ending sold except .tech, to see an ending missing from the bootstrap.
const SERVED = ['in', 'com', 'net', 'org', 'online'];
const TIMEOUT_MS = 300;

describe('GET /api/domains/check (rdap registry)', () => {
  let rdap: RdapTestServer;
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    rdap = await startRdapTestServer({ latencyMs: 15 });
    dir = await mkdtemp(path.join(os.tmpdir(), 'rdap-bootstrap-'));
    const file = path.join(dir, 'dns.json');
    await writeFile(file, JSON.stringify(rdap.bootstrap(SERVED)));
    t = await buildTestApp({
      DOMAIN_PROVIDER: 'rdap',
      RDAP_BOOTSTRAP_FILE: file,
      RDAP_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await t.close();
    await rdap.close();
    await rm(dir, { recursive: true, force: true });
  });

  const check = (name: string) => t.app.inject({ url: `/api/domains/check?name=${name}` });

  it('reports a name the registry has no object for (404) as available', async () => {
    const response = await check('free-name.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      domainName: 'free-name.com',
      domainStatus: 'AVAILABLE',
      domainPrice: 99,
    });
    expect(rdap.requests.find((request) => request.name === 'free-name.com')?.accept).toBe(
      'application/rdap+json',
    );
  });

  it('reports a name the registry returns (200) as registered', async () => {
    rdap.answer('taken.com', 'registered');
    const body = (await check('taken.com')).json();
    expect(body).toMatchObject({ domainName: 'taken.com', domainStatus: 'UNAVAILABLE', domainPrice: 99 });
    expect(Object.keys(body.suggestedDomains)).toContain('taken.in');
  });

  it('answers 503 with the error body when the registry is too slow', async () => {
    rdap.answer('slow.com', 'slow');
    const started = Date.now();
    const response = await check('slow.com');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      errorCode: 503,
      errorCodeValue: 'SERVICE_UNAVAILABLE',
      message: REGISTRY_DOWN_MESSAGE,
    });
  });

  it('answers 503 when the registry fails (500), without asking about suggestions', async () => {
    rdap.answer('broken.com', 'error');
    const response = await check('broken.com');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(REGISTRY_DOWN_MESSAGE);
    expect(rdap.requests.filter((request) => request.name.includes('broken'))).toHaveLength(1);
  });

  it('answers 503 for an ending the bootstrap has no server for', async () => {
    const response = await check('gadget.tech');
    expect(response.statusCode).toBe(503);
    expect(rdap.requestCount('gadget.tech')).toBe(0);
  });

  it('serves a repeated search from its cache', async () => {
    rdap.answer('cached.com', 'registered');
    const first = (await check('cached.com')).json();
    const before = rdap.requests.length;
    const second = (await check('cached.com')).json();
    expect(second).toEqual(first);
    expect(rdap.requests.length).toBe(before);
    expect(rdap.requestCount('cached.com')).toBe(1);
  });

  it('does not cache a failure: the next search asks again', async () => {
    rdap.answer('flaky.com', 'error');
    expect((await check('flaky.com')).statusCode).toBe(503);
    rdap.answer('flaky.com', 'free');
    const response = await check('flaky.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().domainStatus).toBe('AVAILABLE');
    expect(rdap.requestCount('flaky.com')).toBe(2);
  });

  it('skips suggestions the registry fails on, is taken for, or has no server for', async () => {
    rdap.answer('mixed.in', 'error');
    rdap.answer('mixed.net', 'registered');
    rdap.answer('getmixed.com', 'slow');
    const body = (await check('mixed.com')).json();
    expect(body.domainStatus).toBe('AVAILABLE');
    expect(Object.entries(body.suggestedDomains)).toEqual([
      ['mixed.co.in', 49],
      ['mixed.org', 109],
      ['mixed.online', 79],
      ['mymixed.com', 99],
      ['mixedonline.com', 99],
      ['mixedhq.com', 99],
    ]);
  });

  it('asks about the searched name first, then at most four suggestions at a time', async () => {
    const from = rdap.requests.length;
    await check('order.com');
    const asked = rdap.requests.slice(from).map((request) => request.name);
    expect(asked[0]).toBe('order.com');
    expect(asked).toContain('order.co.in');
    expect(rdap.maxConcurrent).toBeLessThanOrEqual(4);
    expect(rdap.maxConcurrent).toBeGreaterThan(1);
  });
});
