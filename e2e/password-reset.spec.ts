import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';
import { latestMailTo } from './support/outbox.ts';

test('forgot password → mail in the outbox → reset → sign in with the new password', async ({
  page,
  request,
}) => {
  const email = `reset-${Date.now()}@example.in`;
  const registered = await request.post('/api/auth/register', {
    data: {
      username: 'Kiran Shah',
      email,
      password: 'old-password',
      mobile: '9000000001',
      userType: 'USER',
      address: '',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await expect(page.getByText('Only registered users can login from here')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // An unknown address is refused, naming the company.
  await page
    .getByRole('button', { name: 'Forgot Password' })
    .or(page.getByRole('link', { name: 'Forgot Password' }))
    .click();
  const modal = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(modal).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await modal.getByLabel(/email/i).fill('nobody@example.in');
  await modal.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(page.getByText('This Email is not registered with Navya Web Solutions').first()).toBeVisible();

  await modal.getByLabel(/email/i).fill(email);
  await modal.getByRole('button', { name: 'Reset My Password' }).click();
  await expect(page.getByText('Password reset link is sent to your registered email address.')).toBeVisible();
  await expect(modal).toBeHidden();

  const mail = await latestMailTo(email);
  const link = /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New Password').fill('brand-new-password');
  await page.getByLabel('Verify Password').fill('brand-new-passwor');
  await expect(page.getByText('Verify password is not matching new password!')).toBeVisible();
  await page.getByLabel('Verify Password').fill('brand-new-password');
  await submit.click();
  await expect(page.getByText('Password rest successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The link was single use.
  await page.goto(link as string);
  await page.getByLabel('New Password').fill('another-password');
  await page.getByLabel('Verify Password').fill('another-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();

  // The old password fails, the new one signs in to the dashboard.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('old-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid username or password!').first()).toBeVisible();
  await page.getByLabel('Password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
});
