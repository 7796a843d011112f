import { INVALID_DOMAIN_MESSAGE, MAX_SUGGESTIONS } from '@app/shared/domains';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { registeredDomains, tldPrices } from '../../db/schema.ts';
import { createLocalRegistry } from './local-registry.ts';

const ALL_ENDINGS = '.in, .com, .co.in, .org, .net, .online, .tech';

describe('GET /api/domains/check (local registry)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const check = (name: string) =>
    t.app.inject({ url: `/api/domains/check?name=${encodeURIComponent(name)}` });

  it('offers a free .in name with the same name under every other ending', async () => {
    const response = await check('navya.in');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ domainName: 'navya.in', domainStatus: 'AVAILABLE', domainPrice: 0 });
    expect(body.message).toBe('navya.in is available, and .in domains are free.');
    expect(Object.entries(body.suggestedDomains)).toEqual([
      ['navya.com', 99],
      ['navya.co.in', 49],
      ['navya.org', 109],
      ['navya.net', 119],
      ['navya.online', 79],
      ['navya.tech', 149],
    ]);
  });

  it('reports a taken name with available alternatives, other endings first', async () => {
    const body = (await check('google.com')).json();
    expect(body).toMatchObject({ domainName: 'google.com', domainStatus: 'UNAVAILABLE', domainPrice: 99 });
    expect(body.message).toBe('google.com is already registered. Try one of the suggested domains.');
    // google.in and google.co.in are seeded as taken, so they are skipped.
    expect(Object.entries(body.suggestedDomains)).toEqual([
      ['google.org', 109],
      ['google.net', 119],
      ['google.online', 79],
      ['google.tech', 149],
      ['getgoogle.com', 99],
      ['mygoogle.com', 99],
    ]);
    const names = Object.keys(body.suggestedDomains);
    expect(names.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    const taken = await t.database.db
      .select()
      .from(registeredDomains)
      .where(inArray(registeredDomains.name, names));
    expect(taken).toEqual([]);
  });

  it('prices a two-level ending by its longest match (.co.in, not .in)', async () => {
    const body = (await check('shop.co.in')).json();
    expect(body).toMatchObject({ domainName: 'shop.co.in', domainStatus: 'AVAILABLE', domainPrice: 49 });
    expect(body.message).toBe('shop.co.in is available for ₹49 a month.');
    expect(body.suggestedDomains).not.toHaveProperty('shop.in');
    expect(body.suggestedDomains).not.toHaveProperty('shop.com');
    expect(Object.keys(body.suggestedDomains)).toContain('getshop.co.in');
  });

  it('normalises case, spaces and a trailing dot', async () => {
    const body = (await check('  GOOGLE.Com. ')).json();
    expect(body).toMatchObject({ domainName: 'google.com', domainStatus: 'UNAVAILABLE' });
  });

  it('counts a domain sold here as taken once its registry reloads', async () => {
    let clock = 0;
    const registry = createLocalRegistry(t.database.db, { maxAgeMs: 30_000, now: () => clock });
    expect((await registry.lookup(['sold-here.in'])).get('sold-here.in')).toBe('available');
    await t.database.db.insert(registeredDomains).values({ name: 'sold-here.in', source: 'order' });
    clock = 30_001;
    await registry.lookup(['sold-here.in']); // answers from memory and starts the reload
    await vi.waitFor(async () => {
      expect((await registry.lookup(['sold-here.in'])).get('sold-here.in')).toBe('taken');
    });
  });

  it('counts a sale made by this process at once', async () => {
    const registry = createLocalRegistry(t.database.db);
    await registry.lookup(['fresh-sale.com']);
    registry.markRegistered('fresh-sale.com');
    expect((await registry.lookup(['fresh-sale.com'])).get('fresh-sale.com')).toBe('taken');
  });

  it.each(['navya', 'navya..in', '-navya.in', 'na vya.in', 'www.navya.in', 'navya_shop.com'])(
    'answers INVALID with the spec message for %j',
    async (name) => {
      const response = await check(name);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        domainName: name.trim().toLowerCase(),
        domainStatus: 'INVALID',
        domainPrice: 0,
        suggestedDomains: {},
        message: INVALID_DOMAIN_MESSAGE,
      });
    },
  );

  it('names the endings sold when the one typed is not, and suggests the name under them', async () => {
    const body = (await check('navya.xyz')).json();
    expect(body).toMatchObject({ domainName: 'navya.xyz', domainStatus: 'INVALID', domainPrice: 0 });
    expect(body.message).toBe(`We do not offer .xyz domains. Choose one of: ${ALL_ENDINGS}.`);
    expect(Object.keys(body.suggestedDomains)).toEqual([
      'navya.in',
      'navya.com',
      'navya.co.in',
      'navya.org',
      'navya.net',
      'navya.online',
    ]);
  });

  it('suggests only available names for an unsupported ending', async () => {
    const body = (await check('google.xyz')).json();
    expect(body.domainStatus).toBe('INVALID');
    expect(Object.keys(body.suggestedDomains)).toEqual([
      'google.org',
      'google.net',
      'google.online',
      'google.tech',
      'getgoogle.in',
      'mygoogle.in',
    ]);
  });

  it('answers 400 with the error body when name is missing or empty', async () => {
    const missing = await t.app.inject({ url: '/api/domains/check' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 400, errorCodeValue: 'BAD_REQUEST' });
    expect(missing.json().errors).toEqual({ name: 'Please, enter valid domain' });

    const empty = await check('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 400, message: INVALID_DOMAIN_MESSAGE });
  });

  it('is public and documented', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(spec.paths['/api/domains/check'].get.tags).toEqual(['domains']);
    expect(spec.paths['/api/domains/check'].get.security).toBeUndefined();
  });
});

describe('domain prices come from the tld_prices table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Changed before the app's first search, which is when it reads (and then keeps) the table.
    await t.database.db.update(tldPrices).set({ monthlyPricePaise: 12_345 }).where(eq(tldPrices.tld, 'com'));
    await t.database.db.insert(tldPrices).values({ tld: 'store', monthlyPricePaise: 5_000, sortOrder: 8 });
  });
  afterAll(() => t.close());

  it('charges the price in the table, in rupees', async () => {
    const body = (await t.app.inject({ url: '/api/domains/check?name=navya.com' })).json();
    expect(body).toMatchObject({ domainStatus: 'AVAILABLE', domainPrice: 123.45 });
    expect(body.message).toBe('navya.com is available for ₹123.45 a month.');
  });

  it('sells an ending added to the table', async () => {
    const body = (await t.app.inject({ url: '/api/domains/check?name=navya.store' })).json();
    expect(body).toMatchObject({ domainStatus: 'AVAILABLE', domainPrice: 50 });
    expect(body.suggestedDomains['navya.com']).toBe(123.45);
  });
});
