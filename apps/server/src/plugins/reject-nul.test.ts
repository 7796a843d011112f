import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, signInNewAdmin } from '../../test/factories.ts';
import { NUL_MESSAGE } from './reject-nul.ts';

// Each of these was a 500: PostgreSQL refuses U+0000 in text, deep inside the query.
describe('a NUL character anywhere in a request', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInNewAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const refused = { errorCode: 400, errorCodeValue: 'BAD_REQUEST', message: NUL_MESSAGE };

  it('is refused with 400 in a path parameter', async () => {
    for (const url of ['/api/auth/userinfo/%00', '/api/payment/cashfree-verify/a%00b', '/api/bill/%00']) {
      const response = await t.app.inject({ url, headers: bearer(admin) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refused);
    }
  });

  it('is refused with 400 in a query value and in a body string, however deep', async () => {
    const query = await t.app.inject('/api/domains/check?name=shop%00.in');
    expect(query.json()).toEqual(refused);

    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/summary',
      payload: { ip: '\u0000', device: 'Android', browser: 'Chrome' },
    });
    expect(summary.statusCode).toBe(400);
    expect(summary.json()).toEqual(refused);

    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: bearer(admin),
      payload: {
        linkUrl: 'https://example.in',
        linkName: 'Recipes',
        linkDescription: 'Home cooking',
        linkType: 'Bookmark',
        linkTags: [{ linkTagId: null, linkTagName: 'food\u0000' }],
      },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(refused);
  });

  it('is refused in Cashfree’s error shape by the emulator', async () => {
    const response = await t.app.inject({
      url: '/emulator/cashfree/pg/orders/%00',
      headers: {
        'x-client-id': 'emulator-app-id',
        'x-client-secret': 'emulator-secret-key',
        'x-api-version': '2023-08-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: NUL_MESSAGE,
      code: 'request_invalid',
      type: 'invalid_request_error',
    });
  });

  it('leaves ordinary text alone', async () => {
    const response = await t.app.inject('/api/domains/check?name=navya-shop.in');
    expect(response.statusCode).toBe(200);
  });
});
