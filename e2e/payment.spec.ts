import type { Page } from '@playwright/test';
import { signInNewCustomer } from './support/customer.ts';
import { E2E_ADMIN } from './support/e2e-env.ts';
import { expect, expectNoSeriousA11yViolations, gotoInteractive, test } from './support/fixtures.ts';
import { latestMailTo } from './support/outbox.ts';
import { pdfText } from './support/pdf-text.ts';

/** Plan → cart → a fresh .com domain → Pay Now → the emulator's card form, paid with `card`. */
async function buyWithCard(page: Page, domain: string, card: string) {
  await gotoInteractive(page, '/plans');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const search = page.getByRole('search', { name: 'Domain search' });
  await search.getByLabel('Find your domain').fill(domain);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Select ${domain}` }).click();
  const orderId = await page.evaluate(() => localStorage.getItem('orderId'));
  await page.getByRole('button', { name: 'Pay Now' }).click();

  const modal = page.getByRole('dialog', { name: 'Secure payment' });
  await expect(modal).toBeVisible();
  const checkout = page.frameLocator('iframe[title="Test payment"]');
  await expect(checkout.getByText('Test payment — no money moves')).toBeVisible();
  await expect(checkout.getByRole('heading', { name: 'Pay ₹5,098' })).toBeVisible();
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByLabel('Name on card').fill('Meera Iyer');
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/39');
  await checkout.getByLabel('CVV').fill('123');
  await checkout.getByRole('button', { name: 'Pay ₹5,098' }).click();
  await expect(page).toHaveURL(new RegExp(`/paymentdetails/${orderId}$`));
  return orderId as string;
}

test.describe('paying for a plan', () => {
  test('card 4111… pays: confirmation SUCCESS, green Paid badge, Bill downloads the GST invoice', async ({
    page,
    request,
  }) => {
    const email = await signInNewCustomer(page, request);
    const domain = `meera-paid-${Date.now()}.com`;
    const orderId = await buyWithCard(page, domain, '4111 1111 1111 1111');

    await expect(page.getByRole('heading', { name: 'Payment Confirmation' })).toBeVisible();
    await expect(page.getByText('SUCCESS')).toBeVisible();
    await expect(page.locator('.alert-success')).toBeVisible();
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText(domain).first()).toBeVisible();
    await expect(page.getByText('₹5,098').first()).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('cart'), localStorage.getItem('orderId')]),
    ).toEqual([null, null]);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome to the Dashboard' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: domain });
    await expect(row.locator('.badge')).toHaveText('Paid');
    await expect(row.locator('.badge')).toHaveClass(/text-bg-success/);
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Bill for order ${orderId}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Invoice_${orderId}.pdf`);
    const text = await pdfText(await download.path());
    expect(text).toContain(orderId);
    expect(text).toContain('₹5,098');
    expect(text).toContain('TAX INVOICE');

    const mail = await latestMailTo(email);
    expect(mail.subject).toBe(`Payment received for order ${orderId}`);
  });

  test('card 4000…0002 is declined: confirmation in warning style and a red Failed badge', async ({
    page,
    request,
  }) => {
    await signInNewCustomer(page, request);
    const domain = `meera-declined-${Date.now()}.com`;
    const orderId = await buyWithCard(page, domain, '4000 0000 0000 0002');
    await expect(page.getByText('FAILED')).toBeVisible();
    await expect(page.locator('.alert-warning')).toBeVisible();
    await page.goto('/dashboard');
    const row = page.getByRole('row').filter({ hasText: domain });
    await expect(row.locator('.badge')).toHaveText('Failed');
    await expect(row.locator('.badge')).toHaveClass(/text-bg-danger/);
    await expect(row.getByRole('button', { name: `Bill for order ${orderId}` })).toHaveCount(0);
  });

  test('the administrator moves a paid order to InProgress and the customer is mailed', async ({
    page,
    request,
  }) => {
    const email = await signInNewCustomer(page, request);
    const domain = `meera-admin-${Date.now()}.com`;
    const orderId = await buyWithCard(page, domain, '4111 1111 1111 1111');

    await page.goto('/loginadmin');
    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/admin/orders');
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row.locator('.badge')).toHaveText('Paid');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('combobox').selectOption('InProgress');
    await row.getByRole('button', { name: /Save/ }).click();
    await expect(page.getByText('Order status updated')).toBeVisible();
    await expect(row.locator('.badge')).toHaveText('InProgress');
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe(`Order ${orderId}: InProgress`);
  });
});
