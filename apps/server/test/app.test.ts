import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

describe('the HTTP shell', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>shop</title><div id="root"></div>',
    );
    await writeFile(
      path.join(webDir, 'assets', 'app-1234.js'),
      `console.log(${JSON.stringify('x'.repeat(4096))})`,
    );
    t = await buildTestApp({ RATE_LIMIT_MAX: '40', COMPANY_NAME: 'Acme Hosting' }, { webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const response = await t.app.inject('/homepage');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves the web app for every route of the spec, and a 404 page elsewhere', async () => {
    for (const url of [
      '/',
      '/homepage',
      '/loginadmin',
      '/link/7/edit',
      '/paymentdetails/ORD1',
      '/reset-password?token=x',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
    const missing = await t.app.inject('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a long cache life, compressed when the browser accepts it', async () => {
    const response = await t.app.inject('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    const compressed = await t.app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(200);
  });

  it('answers unknown API paths and missing files with the JSON error body', async () => {
    for (const url of ['/api/v1/nothing', '/assets/missing.js']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 404, errorCodeValue: 'NOT_FOUND' });
    }
  });

  it('answers malformed requests with the error body and no stack trace', async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({
      errorCode: 400,
      errorCodeValue: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().errorCodeValue).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(2 * 1024 * 1024), userType: 'USER' }),
    });
    expect(huge.statusCode).toBe(413);
    for (const response of [badJson, wrongType, huge]) expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers a malformed or over-long address with the error body, not Fastify’s own', async () => {
    const badEscape = await t.app.inject('/api/bill/%E0%A4%A');
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({
      errorCode: 400,
      errorCodeValue: 'BAD_REQUEST',
      message: 'The address is not valid: it has a malformed percent-encoding.',
    });

    const longParam = await t.app.inject(`/api/auth/checkemail/${'a'.repeat(101)}`);
    expect(longParam.statusCode).toBe(414);
    expect(longParam.json()).toEqual({
      errorCode: 414,
      errorCodeValue: 'URI_TOO_LONG',
      message: 'The address is too long.',
    });
  });

  it('publishes the OpenAPI document and its UI at /api/docs', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    expect(doc.info.title).toBe('Acme Hosting API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/refresh', '/api/auth/userinfo/{email}']),
    );
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('serves the company details from configuration', async () => {
    const site = (await t.app.inject('/api/v1/site')).json();
    expect(site).toMatchObject({ companyName: 'Acme Hosting', publicUrl: 'http://shop.test' });
  });

  it('rate limits the API per client (429 with Retry-After and the error body)', async () => {
    let response = await t.app.inject({ url: '/api/v1/site', remoteAddress: '10.7.7.7' });
    for (let i = 0; i < 45 && response.statusCode === 200; i++) {
      response = await t.app.inject({ url: '/api/v1/site', remoteAddress: '10.7.7.7' });
    }
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toMatchObject({ errorCode: 429, errorCodeValue: 'TOO_MANY_REQUESTS' });
    // Another client is unaffected.
    expect((await t.app.inject({ url: '/api/v1/site', remoteAddress: '10.7.7.8' })).statusCode).toBe(200);
  });
});
