import { E2E_ADMIN } from './support/e2e-env.ts';
import { expect, expectNoSeriousA11yViolations, gotoInteractive, test } from './support/fixtures.ts';
import { latestMailTo } from './support/outbox.ts';

test('a custom quote request is capped at 1000 characters, stored, mailed and listed for the administrator', async ({
  page,
}) => {
  const startedAt = Date.now();
  await gotoInteractive(page, '/plans');
  await page.getByRole('radio', { name: 'Custom' }).check();
  const form = page.getByRole('form', { name: 'Request a custom quote' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Every rule is named when the empty form is sent.
  await form.getByRole('button', { name: 'Request Quote' }).click();
  await expect(form.getByText('Proper name is required')).toBeVisible();
  await expect(form.getByText('Mobile is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();

  const customer = `Kavya Traders ${startedAt}`;
  await form.getByLabel('Name').fill(customer);
  await form.getByLabel('Mobile').fill('9900112233');
  await form.getByLabel('Email').fill('kavya@example.in');
  const description = form.getByLabel('Description of Requirement');
  await description.fill('A'.repeat(1000));
  await expect(form.getByText('1000 / 1000')).toBeVisible();
  await description.press('End');
  await description.pressSequentially('BEYOND');
  await expect(description).toHaveValue('A'.repeat(1000));

  await description.fill('A catalogue site for our textile shop, with WhatsApp ordering.');
  await form.getByRole('button', { name: 'Request Quote' }).click();
  await expect(page.getByText(/Your quote request has been sent/)).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');

  const mail = await latestMailTo(E2E_ADMIN.email, startedAt - 1000);
  expect(mail.subject).toBe(`Quote request from ${customer}`);
  expect(mail.text).toContain('WhatsApp ordering');

  // The administrator signs in and finds it at the top of the list.
  await page.goto('/loginadmin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/admin/quotes');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(customer);
  await expect(firstRow).toContainText('9900112233');
  await expect(firstRow).toContainText('WhatsApp ordering');
  await expectNoSeriousA11yViolations(page);
});

test('the quote list refuses visitors who are not administrators', async ({ page }) => {
  await page.goto('/admin/quotes');
  await expect(page).toHaveURL(/\/loginadmin$/);
});
