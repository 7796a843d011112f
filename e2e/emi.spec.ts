import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

function receiptPng(): Buffer {
  const image = new PNG({ width: 60, height: 40 });
  image.data.fill(230);
  return PNG.sync.write(image);
}

async function addEmi(page: Page, amounts: [string, string, string]) {
  await page.getByLabel('Emi 1').fill(amounts[0]);
  await page.getByLabel('Emi 2').fill(amounts[1]);
  await page.getByLabel('Extra Amount').fill(amounts[2]);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Message' });
  await expect(dialog).toContainText('EMI payment recorded');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
}

const summaryCell = (page: Page, row: string, column: number) =>
  page
    .getByRole('row', { name: new RegExp(`^${row}`) })
    .getByRole('cell')
    .nth(column);

test('the administrator records two EMIs, and the audit shows their totals and the receipt', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/auth/login', { data: { ...E2E_ADMIN, userType: 'ADMIN' } });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken}` };
  const settings = await request.put('/api/v1/emi/settings', {
    headers,
    data: {
      emi1Borrowed: 500000,
      emi2Borrowed: 200000,
      emi1Terms: { annualRatePercent: null, tenureMonths: null, startDate: null },
      emi2Terms: { annualRatePercent: null, tenureMonths: null, startDate: null },
      viewRetentionDays: 180,
    },
  });
  expect(settings.status()).toBe(200);

  await page.goto('/loginadmin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/addemi');
  await expect(page.getByRole('heading', { name: 'Add EMI' })).toBeVisible();
  await expect(page.getByText('No file uploaded yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const receipt = receiptPng();
  await page
    .getByLabel('Receipt')
    .setInputFiles({ name: 'bank-receipt.png', mimeType: 'image/png', buffer: receipt });
  await expect(page.getByText('bank-receipt.png')).toBeVisible();
  await addEmi(page, ['12500', '8000', '0']);
  await expect(page.getByText('No file uploaded yet.')).toBeVisible();
  await addEmi(page, ['12500', '0', '2500.50']);

  await page.getByRole('link', { name: 'My Audit' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { name: 'EMI Audit Summary' })).toBeVisible();
  await expect(summaryCell(page, 'Borrowed Amount', 2)).toHaveText('₹7,00,000');
  await expect(summaryCell(page, 'Total Paid Amount', 0)).toHaveText('₹25,000');
  await expect(summaryCell(page, 'Total Paid Amount', 1)).toHaveText('₹8,000');
  await expect(summaryCell(page, 'Total Paid Amount', 2)).toHaveText('₹35,500.5');
  await expect(summaryCell(page, 'Remaining Amount', 0)).toHaveText('₹4,75,000');
  await expect(summaryCell(page, 'Remaining Amount', 1)).toHaveText('₹1,92,000');
  await expect(summaryCell(page, 'Remaining Amount', 2)).toHaveText('₹6,64,499.5');

  const details = page.getByRole('table', { name: 'EMI Details' });
  await expect(details.getByRole('row')).toHaveCount(4); // header, two payments, totals
  await expect(details.getByRole('row').last()).toContainText('₹35,500.5');
  await expectNoSeriousA11yViolations(page);

  const [receiptPage] = await Promise.all([
    page.waitForEvent('popup'),
    details.getByRole('link', { name: /View/ }).click(),
  ]);
  await receiptPage.waitForLoadState();
  expect(receiptPage.url()).toMatch(/\/api\/v1\/emi\/receipts\/[\w-]+$/);
  const served = await request.get(receiptPage.url());
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await served.body(), receipt)).toBe(0);
  await expect(receiptPage.locator('img')).toBeVisible();

  // Each look at the summary was recorded for the administrator.
  const views = await request.get('/api/v1/emi/views', { headers });
  expect((await views.json()).totalViews).toBeGreaterThan(0);
});

test('the audit summary opens without signing in', async ({ page }) => {
  await page.goto('/audit');
  await expect(page.getByRole('heading', { name: 'EMI Audit Summary' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Borrowed Amount/ })).toBeVisible();
  await expect(page).toHaveURL(/\/audit$/);
});
