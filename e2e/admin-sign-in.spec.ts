import { E2E_ADMIN } from './support/e2e-env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

test.describe('administrator sign-in', () => {
  test('validates, refuses a wrong password, then signs in and lands on /home', async ({ page }) => {
    await page.goto('/loginadmin');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Login' });
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    // Messages show once a field is touched and left invalid.
    await email.focus();
    await password.focus();
    await expect(page.getByText('Email is Required!')).toBeVisible();
    await password.blur();
    await expect(page.getByText('Password is Required!')).toBeVisible();

    await email.fill(E2E_ADMIN.email);
    await password.fill('not-the-password');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByText('Invalid username or password!')).toBeVisible();
    await expect(page).toHaveURL(/\/loginadmin$/);

    await password.fill(E2E_ADMIN.password);
    await submit.click();
    await expect(page).toHaveURL(/\/home$/);
    const stored = await page.evaluate(() => ({
      authToken: localStorage.getItem('authToken'),
      refreshToken: localStorage.getItem('refreshToken'),
    }));
    expect(stored.authToken?.split('.')).toHaveLength(3);
    expect(stored.refreshToken).toBeTruthy();
  });

  test('a customer account cannot sign in as administrator', async ({ page, request }) => {
    const email = `customer-${Date.now()}@example.in`;
    const registered = await request.post('/api/auth/register', {
      data: {
        username: 'Meera Nair',
        email,
        password: 'customer-pass',
        mobile: '9123456780',
        userType: 'USER',
        address: '',
      },
    });
    expect(registered.status()).toBe(201);
    await page.goto('/loginadmin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('customer-pass');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password!')).toBeVisible();
  });

  test('the sign-in footer links to the policy pages', async ({ page }) => {
    await page.goto('/loginadmin');
    for (const href of [
      '/aboutus',
      '/contactus',
      '/privacypolicy',
      '/returnandrefund',
      '/termsandconditions',
    ]) {
      await expect(page.locator(`footer a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test('sign-up is disabled: it shows the message and makes no call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls.push(request.url());
    });
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: /sign ?up|register|submit/i });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Email').fill('new-admin@example.in');
    await page.getByLabel('Password').fill('whatever');
    await page.getByLabel('Username').fill('newadmin');
    await submit.click();
    await expect(
      page.getByText('New Registrations are Disabled for now. Please, contact admin'),
    ).toBeVisible();
    expect(calls.filter((url) => url.includes('/api/auth'))).toEqual([]);
    await page.getByRole('link', { name: /sign ?in|login/i }).click();
    await expect(page).toHaveURL(/\/loginadmin$/);
  });
});
