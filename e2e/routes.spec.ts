import { expect, test } from './support/fixtures.ts';

test('the empty path redirects to /homepage', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/homepage$/);
});

test('every route of the spec renders a page', async ({ page }) => {
  const paths = [
    '/homepage',
    '/signup',
    '/login',
    '/home',
    '/loginadmin',
    '/create-link',
    '/link/1/view',
    '/link/1/edit',
    '/link/sharedby',
    '/link/sharedto',
    '/addemi',
    '/audit',
    '/plans',
    '/paymentdetails/ORDER1',
    '/dashboard',
    '/cart',
    '/checkoutuser',
    '/reset-password?token=abc',
    '/aboutus',
    '/contactus',
    '/privacypolicy',
    '/paymentpolicy',
    '/termsandconditions',
    '/cancellationpolicy',
    '/returnandrefund',
    '/shipping',
    '/admin/quotes',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading').first(), path).toBeVisible();
    await expect(page.getByText('Page not found'), path).toHaveCount(0);
  }
});

test('an unknown address shows a not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
});
