import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught page error (a CSP violation shows up
 * as one), so a page that "works" while throwing does not pass.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Expected answers the page handles itself (e.g. a 401 for a wrong password).
        if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Axe: no serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}

/**
 * Opens a page and waits until React has taken it over. Server-rendered pages (home, policies)
 * show before their buttons work; a journey that presses one must wait for this.
 */
export async function gotoInteractive(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}
