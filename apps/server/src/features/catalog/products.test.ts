import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { products } from '../../db/schema.ts';
import { createProductsRepository } from './products-repository.ts';

describe('GET /api/v1/products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the three seeded plans in catalogue order, priced in rupees', async () => {
    const response = await t.app.inject({ url: '/api/v1/products' });
    expect(response.statusCode).toBe(200);
    const plans = response.json();
    expect(
      plans.map((plan: { selectedOption: string; price: number }) => [plan.selectedOption, plan.price]),
    ).toEqual([
      ['basic', 4999],
      ['standard', 9999],
      ['business', 19999],
    ]);
    for (const plan of plans) {
      expect(plan).toMatchObject({ type: 'plan', productId: expect.stringMatching(/^\d{7}$/) });
      expect(plan.planTitle).not.toBe('');
      expect(plan.description.length).toBeGreaterThan(40);
      expect(plan.features.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('is public and cacheable', async () => {
    const response = await t.app.inject({
      url: '/api/v1/products',
      headers: { authorization: 'Bearer token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('leaves out plans taken off sale', async () => {
    await t.database.db.update(products).set({ active: false }).where(eq(products.planKey, 'standard'));
    const fresh = createProductsRepository(t.database.db);
    expect((await fresh.list()).map((plan) => plan.selectedOption)).toEqual(['basic', 'business']);
    expect(await fresh.findById('1000001')).toMatchObject({ selectedOption: 'basic' });
    expect(await fresh.findById('1000002')).toBeUndefined();
  });
});
