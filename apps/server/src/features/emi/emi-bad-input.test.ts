import { emiMessages } from '@app/shared/emi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, signInNewAdmin } from '../../../test/factories.ts';

const entry = '{"emi1":100,"emi2":0,"extraAmount":0}';
const field = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (boundary: string, name: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\nx\r\n`;

// Found by the bad-input sweep (test/bad-input-sweep.test.ts): each of these was a 500.
describe('EMI API given broken input', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInNewAdmin(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const post = (contentType: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/emi/add',
      headers: { ...bearer(admin), 'content-type': contentType },
      payload,
    });

  it.each([
    ['cut short', 'multipart/form-data; boundary=b', `${field('b', 'auditRequestVo', entry)}--b`],
    ['a body of one dash', 'multipart/form-data; boundary=_', '-'],
    ['no boundary', 'multipart/form-data', field('b', 'auditRequestVo', entry)],
    [
      'another boundary than declared',
      'multipart/form-data; boundary=x',
      `${field('b', 'auditRequestVo', entry)}--b--\r\n`,
    ],
  ])('answers 400 for a form %s', async (_case, contentType, payload) => {
    const response = await post(contentType, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 400,
      errorCodeValue: 'BAD_REQUEST',
      message: 'The EMI form could not be read: it is not valid multipart/form-data.',
    });
  });

  it('answers 413 with a sentence for a form with more parts than an entry has', async () => {
    const payload = `${field('b', 'auditRequestVo', entry)}${file('b', 'a.png')}${file('b', 'b.png')}--b--\r\n`;
    const response = await post('multipart/form-data; boundary=b', payload);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The form has more parts than an EMI entry needs.');
  });

  it('refuses a loan start date PostgreSQL cannot store (year 0) with 400', async () => {
    const terms = (startDate: string | null) => ({ annualRatePercent: 10, tenureMonths: 12, startDate });
    const save = (startDate: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/emi/settings',
        headers: bearer(admin),
        payload: { emi1Borrowed: 1000, emi2Borrowed: 0, emi1Terms: terms(startDate), emi2Terms: terms(null) },
      });
    const yearZero = await save('0000-02-29');
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().errors).toEqual({ 'emi1Terms.startDate': emiMessages.startDateRange });
    expect((await save('2025-04-05')).statusCode).toBe(200);
  });
});
