import { emiMessages } from '@app/shared/emi';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn, signInNewAdmin } from '../../../test/factories.ts';
import { emiPayments, emiViews } from '../../db/schema.ts';

/** A multipart body as a browser sends it: the entry as JSON and, optionally, a receipt file. */
function emiForm(entry: unknown, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----emi${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="auditRequestVo"\r\n\r\n${typeof entry === 'string' ? entry : JSON.stringify(entry)}\r\n`,
    ),
  ];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function pngBytes(): Buffer {
  const image = new PNG({ width: 4, height: 4 });
  image.data.fill(200);
  return PNG.sync.write(image);
}

describe('EMI tracker API (spec §7, design §3)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInNewAdmin(t.app, t.database.db);
    customer = (await signIn(t.app, await createUser(t.database.db))).accessToken;
  });
  afterAll(() => t.close());

  const add = (entry: unknown, file?: { name: string; type: string; bytes: Buffer }, token = admin) => {
    const form = emiForm(entry, file);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/add',
      headers: { ...bearer(token), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const summary = (body: object = { ip: '203.0.113.9', device: 'Android', browser: 'Chrome' }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/summary',
      payload: body,
      // Without TRUST_PROXY a forwarded address is the client's claim, not what the server saw.
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
        'x-forwarded-for': '192.0.2.99',
      },
      remoteAddress: '198.51.100.7',
    });
  const paymentCount = async () => (await t.database.db.select({ n: count() }).from(emiPayments))[0]?.n ?? 0;

  it('records a payment without a receipt', async () => {
    const response = await add({ emi1: 12500.5, emi2: 0, extraAmount: 1000 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: emiMessages.added,
      emi1: 12500.5,
      emi2: 0,
      extraAmount: 1000,
      receiptUrl: null,
    });
  });

  it('stores a PNG receipt and serves the same bytes with its real type', async () => {
    const bytes = pngBytes();
    const response = await add(
      { emi1: 0, emi2: 8000, extraAmount: 0 },
      { name: 'receipt.png', type: 'image/png', bytes },
    );
    expect(response.statusCode).toBe(201);
    const { receiptUrl } = response.json();
    expect(receiptUrl).toMatch(/^\/api\/v1\/emi\/receipts\/[\w-]{32}$/);
    // Public, by its unguessable address (the audit page sends no token).
    const receipt = await t.app.inject({ url: receiptUrl });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/png');
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');
    expect(receipt.headers['content-disposition']).toMatch(
      /^inline; filename="receipt-\d{4}-\d{2}-\d{2}\.png"$/,
    );
    expect(receipt.rawPayload.equals(bytes)).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/v1/emi/receipts/not-a-real-receipt-id-at-all' })).statusCode,
    ).toBe(404);
  });

  it('takes the type from the bytes: a PDF named .png is served as a PDF; a WebP is accepted', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const response = await add(
      { emi1: 1, emi2: 0, extraAmount: 0 },
      { name: 'scan.png', type: 'image/png', bytes: pdf },
    );
    expect(response.statusCode).toBe(201);
    const receipt = await t.app.inject({ url: response.json().receiptUrl });
    expect(receipt.headers['content-type']).toBe('application/pdf');
  });

  it('refuses a text file named .png (415) and a 6 MB file (413), keeping nothing', async () => {
    const before = await paymentCount();
    const text = await add(
      { emi1: 100, emi2: 0, extraAmount: 0 },
      { name: 'receipt.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ errorCode: 415, message: emiMessages.receiptType });
    const big = await add(
      { emi1: 100, emi2: 0, extraAmount: 0 },
      {
        name: 'big.png',
        type: 'image/png',
        bytes: Buffer.concat([pngBytes(), Buffer.alloc(6 * 1024 * 1024)]),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(emiMessages.receiptTooLarge);
    expect(await paymentCount()).toBe(before);
  });

  it.each([
    [{ emi1: -1, emi2: 0, extraAmount: 0 }, emiMessages.amountInvalid],
    [{ emi1: 0, emi2: 0, extraAmount: 0 }, emiMessages.allZero],
    [{ emi1: 10.005, emi2: 0, extraAmount: 0 }, emiMessages.amountInvalid],
    [{ emi2: 5, extraAmount: 0 }, emiMessages.emi1Required],
    [{ emi1: 5, emi2: 0 }, emiMessages.extraRequired],
    ['not json', 'auditRequestVo must be the EMI entry as JSON'],
  ])('answers 400 for %j', async (entry, message) => {
    const response = await add(entry);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('is for administrators: no token → 401, a customer → 403', async () => {
    const form = emiForm({ emi1: 1, emi2: 0, extraAmount: 0 });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/add',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await add({ emi1: 1, emi2: 0, extraAmount: 0 }, undefined, customer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/emi/views', headers: bearer(customer) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/v1/emi/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/emi/export', headers: bearer(customer) })).statusCode).toBe(
      403,
    );
  });

  it('summary totals equal the sums of what was added, to the paisa (property)', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/emi/settings',
      headers: bearer(admin),
      payload: {
        emi1Borrowed: 500000,
        emi2Borrowed: 250000.75,
        emi1Terms: { annualRatePercent: 10.5, tenureMonths: 60, startDate: '2025-04-05' },
        emi2Terms: { annualRatePercent: null, tenureMonths: null, startDate: null },
      },
    });
    const start = (await summary()).json();
    const tally = {
      emi1: Math.round(start.totalEmi1PaidAmount * 100),
      emi2: Math.round(start.totalEmi2PaidAmount * 100),
      extra: Math.round(start.totalExtraPaidAmount * 100),
      rows: start.responseList.length,
    };
    const paise = fc.integer({ min: 0, max: 5_000_000 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(paise, paise, paise), { minLength: 1, maxLength: 4 }),
        async (entries) => {
          for (const [emi1, emi2, extra] of entries) {
            if (emi1 + emi2 + extra === 0) continue;
            const response = await add({ emi1: emi1 / 100, emi2: emi2 / 100, extraAmount: extra / 100 });
            expect(response.statusCode).toBe(201);
            tally.emi1 += emi1;
            tally.emi2 += emi2;
            tally.extra += extra;
            tally.rows += 1;
          }
          const now = (await summary()).json();
          expect(Math.round(now.totalEmi1PaidAmount * 100)).toBe(tally.emi1);
          expect(Math.round(now.totalEmi2PaidAmount * 100)).toBe(tally.emi2);
          expect(Math.round(now.totalExtraPaidAmount * 100)).toBe(tally.extra);
          expect(Math.round(now.totalPaidAmount * 100)).toBe(tally.emi1 + tally.emi2 + tally.extra);
          expect(now.responseList).toHaveLength(tally.rows);
          expect(now.totalEmiAmount).toBe(750000.75);
        },
      ),
      { numRuns: 8 },
    );
  });

  it('records a view per summary call: server-seen ip, client ip, device, browser, user agent', async () => {
    const before = (await t.database.db.select({ n: count() }).from(emiViews))[0]?.n ?? 0;
    await summary();
    await summary({ ip: '', device: 'Plan 9', browser: 'Netscape' });
    const views = (await t.app.inject({ url: '/api/v1/emi/views?size=2', headers: bearer(admin) })).json();
    expect(views.totalViews).toBe(before + 2);
    expect(views.views[0]).toMatchObject({
      serverIp: '198.51.100.7',
      clientIp: '',
      device: 'Unknown OS',
      browser: 'Unknown Browser',
    });
    expect(views.views[1]).toMatchObject({
      serverIp: '198.51.100.7',
      clientIp: '203.0.113.9',
      device: 'Android',
      browser: 'Chrome',
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile',
    });
  });

  it('purges views older than the retention setting', async () => {
    await t.database.db.insert(emiViews).values({
      viewedAt: new Date(Date.now() - 40 * 24 * 60 * 60_000),
      serverIp: '192.0.2.1',
      clientIp: '',
      device: 'Windows',
      browser: 'Edge',
      userAgent: 'old',
    });
    const settings = (await t.app.inject({ url: '/api/v1/emi/settings', headers: bearer(admin) })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/emi/settings',
      headers: bearer(admin),
      payload: { ...settings, viewRetentionDays: 30 },
    });
    expect(saved.json()).toMatchObject({
      viewRetentionDays: 30,
      emi1Borrowed: 500000,
      emi2Borrowed: 250000.75,
    });
    const views = (await t.app.inject({ url: '/api/v1/emi/views?size=100', headers: bearer(admin) })).json();
    expect(views.views.map((view: { userAgent: string }) => view.userAgent)).not.toContain('old');
  });

  it('exports every payment as CSV for the administrator', async () => {
    const csv = await t.app.inject({ url: '/api/v1/emi/export', headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="emi-payments.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"Paid at (IST)","EMI 1 (₹)","EMI 2 (₹)","Extra (₹)","Total (₹)","Receipt"');
    expect(lines).toHaveLength((await paymentCount()) + 1);
    expect(lines[1]).toMatch(
      /^"\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}","12500.50","0.00","1000.00","13500.50",""$/,
    );
  });
});

describe('receipt storage keys', () => {
  it('are valid for the storage module whatever the random id looks like', async () => {
    const { newReceipt } = await import('./receipt-file.ts');
    for (let i = 0; i < 500; i += 1) {
      const { receiptId, storageKey } = newReceipt('image/png');
      expect(storageKey).toMatch(/^emi-receipts\/[0-9a-f]{32}\.png$/);
      expect(receiptId).toMatch(/^[\w-]{32}$/);
    }
  });
});

describe('the server-seen address behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it("records the visitor's address from X-Forwarded-For only when TRUST_PROXY is set", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/summary',
      payload: { ip: '', device: 'iOS', browser: 'Safari' },
      headers: { 'x-forwarded-for': '203.0.113.50' },
      remoteAddress: '10.0.0.2',
    });
    const admin = await signInNewAdmin(t.app, t.database.db);
    const views = (await t.app.inject({ url: '/api/v1/emi/views', headers: bearer(admin) })).json();
    expect(views.views[0]).toMatchObject({ serverIp: '203.0.113.50', device: 'iOS', browser: 'Safari' });
  });
});

describe('EMI summary cache', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInNewAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const add = (entry: unknown) => {
    const form = emiForm(entry);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/add',
      headers: { ...bearer(admin), 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const summary = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/summary',
      payload: { device: 'Android', browser: 'Chrome' },
    });

  it('the cached summary follows every change: an add, a settings save, and hand-run SQL', async () => {
    await add({ emi1: 100, emi2: 50, extraAmount: 10 });
    const first = (await summary()).json();
    expect((await summary()).json()).toEqual(first);

    await add({ emi1: 1.25, emi2: 0, extraAmount: 0 });
    const afterAdd = (await summary()).json();
    expect(afterAdd.responseList).toHaveLength(first.responseList.length + 1);
    expect(Math.round(afterAdd.totalEmi1PaidAmount * 100)).toBe(
      Math.round(first.totalEmi1PaidAmount * 100) + 125,
    );

    const settings = (await t.app.inject({ url: '/api/v1/emi/settings', headers: bearer(admin) })).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/emi/settings',
      headers: bearer(admin),
      payload: { ...settings, emi1Borrowed: settings.emi1Borrowed + 1000 },
    });
    expect((await summary()).json().totalEmi1Amount).toBe(settings.emi1Borrowed + 1000);

    // An operator's correction straight in the database is seen too (the trigger of migration 0007).
    await t.database.db.update(emiPayments).set({ extraPaise: 0 });
    expect((await summary()).json().totalExtraPaidAmount).toBe(0);
  });
});
