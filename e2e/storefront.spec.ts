import { signInNewCustomer } from './support/customer.ts';
import { E2E_BASE_URL } from './support/e2e-env.ts';
import { expect, expectNoSeriousA11yViolations, gotoInteractive, test } from './support/fixtures.ts';

const storedCart = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { name: string; type: string }[]);

test.describe('plans', () => {
  test('opens on basic, switches plan, and Buy Now signed out goes to /checkoutuser', async ({ page }) => {
    await gotoInteractive(page, '/plans');
    await expect(page.getByRole('radio', { name: 'Basic' })).toBeChecked();
    await expect(page.getByRole('heading', { name: /Basic/ })).toBeVisible();
    await expect(page.getByText('₹4,999', { exact: true })).toBeVisible();
    await expect(page.getByText('You have pending order for completion.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    const orderId = await page.evaluate(() => localStorage.getItem('orderId'));
    expect(orderId).toMatch(/^ORD\d{14}[A-Z0-9]{6}$/);

    await page.getByRole('radio', { name: 'Business' }).check();
    await expect(page.getByText('₹19,999', { exact: true })).toBeVisible();
    await expect(page.getByText('₹4,999', { exact: true })).toHaveCount(0);
    expect((await storedCart(page)).map((item) => item.name)).toEqual(['Business']);

    await page.getByRole('radio', { name: 'Standard' }).check();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutuser$/);
    expect((await storedCart(page)).map((item) => item.name)).toEqual(['Standard']);

    // Back on plans with something in the cart: the pending order is pointed out.
    await gotoInteractive(page, '/plans');
    await expect(page.getByText('You have pending order for completion.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('orderId'))).toBe(orderId);
  });
});

test('/plans arrives rendered by the server: plans, prices and Buy Now without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Basic' })).toBeChecked();
  await expect(page.getByText('₹4,999', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await context.close();
});

test.describe('checkout cart', () => {
  test('signed in: Buy Now → cart, domain search and select, totals, Pay Now rules, reload keeps it', async ({
    page,
    request,
  }) => {
    await signInNewCustomer(page, request);
    await gotoInteractive(page, '/plans');
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();

    const cartItems = page.getByRole('list', { name: 'Cart items' });
    await expect(cartItems.getByText('Basic', { exact: true })).toBeVisible();

    // A plan alone cannot be paid.
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('To proceed further please, select domain.')).toBeVisible();

    // Bad syntax is caught before any request.
    const search = page.getByRole('search', { name: 'Domain search' });
    await search.getByLabel('Find your domain').fill('not a domain');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByText('Please, enter valid domain')).toBeVisible();

    // A taken name: the server says so and offers available alternatives.
    await search.getByLabel('Find your domain').fill('google.com');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(
      page.getByText('google.com is already registered. Try one of the suggested domains.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select google.com' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Select google.org' })).toBeVisible();

    // A free name under .com: select it and the total is plan + first month.
    const name = `meera-bakery-${Date.now()}.com`;
    await search.getByLabel('Find your domain').fill(name);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText(`${name} is available for ₹99 a month.`)).toBeVisible();
    await page.getByRole('button', { name: `Select ${name}` }).click();
    await expect(cartItems.getByText(name)).toBeVisible();
    await expect(page.getByText('₹5,098')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Choosing another domain replaces the first; .in is free.
    const freeName = name.replace(/\.com$/, '.in');
    await page.getByRole('button', { name: `Select ${freeName}` }).click();
    await expect(cartItems.getByText(freeName)).toBeVisible();
    await expect(cartItems.getByText(name, { exact: true })).toHaveCount(0);
    await expect(page.getByText('₹4,999').last()).toBeVisible();

    // The cart survives a reload.
    await page.reload();
    await expect(cartItems.getByText('Basic', { exact: true })).toBeVisible();
    await expect(cartItems.getByText(freeName)).toBeVisible();
    expect((await storedCart(page)).map((item) => item.type)).toEqual(['plan', 'domain']);

    // Without the plan, Pay Now asks for one.
    await page.getByRole('button', { name: 'Remove one Basic' }).click();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText('To proceed further please, select plan.')).toBeVisible();
  });

  test('signed out or without an order id, the cart sends the visitor away', async ({ page, request }) => {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/checkoutuser$/);

    await signInNewCustomer(page, request);
    await page.evaluate(() => localStorage.removeItem('orderId'));
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/homepage$/);
  });
});
