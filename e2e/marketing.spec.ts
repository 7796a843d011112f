import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { signInNewCustomer } from './support/customer.ts';
import { E2E_BASE_URL } from './support/e2e-env.ts';
import { expect, expectNoSeriousA11yViolations, gotoInteractive, test } from './support/fixtures.ts';

const LAST_UPDATED = 'Last Updated At: 14 Aug 2025';

/** Each policy page, its footer label (also its h1) and the spec §9 figures it must state. */
const policyPages = [
  { path: '/aboutus', title: 'About Us', facts: [] },
  { path: '/contactus', title: 'Contact Us', facts: [] },
  { path: '/privacypolicy', title: 'Privacy Policy', facts: [] },
  { path: '/paymentpolicy', title: 'Payment Policy', facts: ['6–8 days', 'cards', 'UPI', 'Net banking'] },
  { path: '/termsandconditions', title: 'Terms And Conditions', facts: [] },
  { path: '/cancellationpolicy', title: 'Refund & Cancellation Policy', facts: ['same day'] },
  {
    path: '/returnandrefund',
    title: 'Return And Refund Policy',
    facts: ['1 calendar day', '5–7 business days'],
  },
  { path: '/shipping', title: 'Shipping Policy', facts: ['1–2 business days', '10–15 business days'] },
] as const;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('marketing home page', () => {
  test('/ redirects to /homepage, which shows hero, services, about and contact', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/homepage$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const service of ['Web Development', 'Fully Managed Solution', 'Maintenance & Support']) {
      await expect(page.getByRole('heading', { level: 3, name: service })).toBeVisible();
    }
    const contact = page.getByRole('region', { name: 'Get in touch' });
    await expect(contact.locator('a[href^="tel:"]')).toBeVisible();
    await expect(contact.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(contact.locator('a[href^="https://wa.me/"]')).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('Get Started goes to /plans', async ({ page }) => {
    await page.goto('/homepage');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('heading').first()).toBeVisible();
  });

  test('every navbar link reaches its page; a visitor sees Login and no Dashboard', async ({ page }) => {
    await page.goto('/aboutus');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/homepage#services$/);
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Contact Us' }).click();
    await expect(h1(page, 'Contact Us')).toBeVisible();
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(h1(page, 'About Us')).toBeVisible();
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading').first()).toBeVisible();
  });

  test('every footer link reaches its page', async ({ page }) => {
    await page.goto('/homepage');
    const footer = page.getByRole('navigation', { name: 'Policies' });
    for (const policy of policyPages) {
      await footer.getByRole('link', { name: policy.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${policy.path}$`));
      await expect(h1(page, policy.title)).toBeVisible();
    }
  });

  test('a signed-in customer sees Dashboard and Signout; Signout ends the session', async ({
    page,
    request,
  }) => {
    await signInNewCustomer(page, request);
    await page.reload();
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Signout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/privacypolicy');
    await mainNav(page).getByRole('button', { name: 'Signout' }).click();
    await expect(page).toHaveURL(/\/homepage$/);
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('authToken'), localStorage.getItem('email')]),
    ).toEqual(['', '']);
  });

  test('on a phone the navbar collapses behind a keyboard-usable toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoInteractive(page, '/homepage');
    const about = mainNav(page).getByRole('link', { name: 'About Us' });
    await expect(about).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Toggle navigation' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Click once the menu has finished opening: mid-animation its links are clipped away.
    await expect(page.locator('#marketing-nav')).toHaveClass(/\bshow\b/);
    await expect(about).toBeVisible();
    await about.click();
    await expect(h1(page, 'About Us')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('arrives rendered by the server, readable without JavaScript, then hydrates cleanly', async ({
    browser,
  }) => {
    const withoutScripts = await browser.newContext({ baseURL: E2E_BASE_URL, javaScriptEnabled: false });
    const staticPage = await withoutScripts.newPage();
    await staticPage.goto('/homepage');
    await expect(staticPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(staticPage.getByRole('heading', { level: 2, name: 'Our Services' })).toBeVisible();
    await expect(staticPage.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/plans');
    await withoutScripts.close();

    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await gotoInteractive(page, '/homepage');
    // Hydrated: the navbar toggle and client-side links work, and React reported no mismatch.
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole('radio', { name: 'Basic' })).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });

  test('paints with its own CSS inline, and a screen the browser renders gets the full stylesheets', async ({
    page,
  }) => {
    // The entry's stylesheet (Bootstrap and the app's own rules), not a page chunk's small one.
    const fullStylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' && /\/assets\/index-/.test(request.url())) {
        fullStylesheets.push(request.url());
      }
    });
    await gotoInteractive(page, '/homepage');
    await expect(page.locator('head > style')).toHaveCount(1);
    expect(fullStylesheets).toEqual([]);

    await mainNav(page).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Bootstrap's .form-control (not in the home page's inline CSS) makes the field a block.
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeVisible();
    expect(await email.evaluate((input) => getComputedStyle(input).display)).toBe('block');
    expect(fullStylesheets).toHaveLength(1);
  });

  test('the home page loads at most 150 KB of gzip JavaScript', async ({ page }) => {
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (/javascript/.test(response.headers()['content-type'] ?? '')) bodies.push(response.body());
    });
    await page.goto('/homepage', { waitUntil: 'networkidle' });
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(`home page JavaScript: ${sizes.length} files, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(150 * 1024);
  });
});

test.describe('policy pages', () => {
  for (const policy of policyPages) {
    test(`${policy.path} shows its title, date and spec §9 figures`, async ({ page }) => {
      await page.goto(policy.path);
      await expect(h1(page, policy.title)).toBeVisible();
      await expect(page.getByText(LAST_UPDATED, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(policy.title));
      await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', /.{40,}/);
      const main = page.getByRole('main');
      for (const fact of policy.facts) await expect(main).toContainText(fact);
      await expect(main).not.toContainText(/\{\w+\}/);
    });
  }
});

test.describe('accessibility', () => {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`home and every policy page have no serious axe violation (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const path of ['/homepage', ...policyPages.map((policy) => policy.path)]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText('©');
        await expectNoSeriousA11yViolations(page);
      }
    });
  }
});
