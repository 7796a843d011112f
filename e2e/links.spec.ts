import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { E2E_ADMIN, E2E_SECOND_ADMIN } from './support/e2e-env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures.ts';

async function signInAdmin(page: Page, admin: { email: string; password: string }) {
  await page.goto('/loginadmin');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'YouTube Links Manager App' })).toBeVisible();
}

async function apiToken(request: APIRequestContext, admin: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: { ...admin, userType: 'ADMIN' } });
  return { authorization: `Bearer ${(await response.json()).accessToken}` };
}

async function saveLink(request: APIRequestContext, headers: Record<string, string>, link: object) {
  const response = await request.post('/api/v1/links', { headers, data: link });
  expect(response.status()).toBe(201);
  return (await response.json()) as { linkId: number };
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** A video site's image server: the server fetches `/vi/{id}/0.jpg` when a link is saved. */
let images: Server;
let imagesBase: string;
test.beforeAll(async () => {
  const still = new PNG({ width: 480, height: 360 });
  still.data.fill(180);
  const bytes = PNG.sync.write(still);
  images = createServer((request, response) => {
    if (request.url?.startsWith('/vi/')) response.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imagesBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise((resolve) => images.close(resolve)));

test('an administrator adds, sorts, finds, views, edits and deletes a link', async ({ page, request }) => {
  const stamp = Date.now();
  const headers = await apiToken(request, E2E_ADMIN);
  // Two links around the new one in name order, and an existing tag to pick.
  await saveLink(request, headers, {
    linkUrl: `https://example.in/abhinaya-${stamp}`,
    linkName: `Abhinaya basics ${stamp}`,
    linkDescription: 'Expressions',
    linkType: 'Lesson',
    linkTags: [{ linkTagId: null, linkTagName: 'Dance' }],
  });
  await saveLink(request, headers, {
    linkUrl: `https://example.in/yakshagana-${stamp}`,
    linkName: `Yakshagana night ${stamp}`,
    linkDescription: 'A night of theatre',
    linkType: 'Performance',
    linkTags: [],
  });

  await signInAdmin(page, E2E_ADMIN);
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/create-link$/);
  await expect(page.getByRole('heading', { name: 'Add New Link' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Url').fill(`${imagesBase}/watch?v=kathak${stamp}`);
  await page.getByLabel('Link Name').fill(`Kathak footwork ${stamp}`);
  await page.getByLabel('Description').fill('Tatkar in teen taal');
  await page.getByLabel('Type').fill('Lesson');
  await page.getByLabel('Dance').check();
  await page.getByLabel('New tag').fill('  Footwork  ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel('Footwork')).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await submit.click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(rowOf(page, `Kathak footwork ${stamp}`)).toBeVisible();
  const ours = [`Abhinaya basics ${stamp}`, `Kathak footwork ${stamp}`, `Yakshagana night ${stamp}`];
  const orderOfOurs = async () => {
    const names = await page.locator('tbody tr td:first-child').allInnerTexts();
    return names.filter((name) => ours.includes(name.trim())).map((name) => name.trim());
  };
  await page.getByLabel('Page size').selectOption('100');
  await expect.poll(orderOfOurs).toEqual(ours);
  await page.getByRole('button', { name: 'Link Url' }).click();
  await expect(page.getByRole('columnheader', { name: 'Link Url' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect.poll(orderOfOurs).toEqual([...ours].reverse());
  await page.getByRole('button', { name: 'Link Url' }).click();
  await expect.poll(orderOfOurs).toEqual(ours);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Search links').fill('footwork');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total links: 1')).toBeVisible();
  await expect(rowOf(page, `Kathak footwork ${stamp}`)).toBeVisible();

  // The server fetched the thumbnail after the save; the details show it as a stored PNG.
  const { linkId } = (
    await (
      await request.post('/api/v1/links/search/1/10/linkName/ASC', {
        headers,
        data: { searchText: `Kathak footwork ${stamp}`, linkTagNames: [] },
      })
    ).json()
  ).listOfLinks[0];
  await expect
    .poll(async () => (await (await request.get(`/api/v1/links/${linkId}`, { headers })).json()).linkImage)
    .not.toBeNull();
  await rowOf(page, `Kathak footwork ${stamp}`).getByRole('link', { name: /^View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/link/${linkId}/view$`));
  await expect(page.getByText('Tag: Dance')).toBeVisible();
  await expect(page.getByText('Tag: Footwork')).toBeVisible();
  const thumbnail = page.getByRole('img', { name: `Kathak footwork ${stamp}` });
  await expect(thumbnail).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/link/${linkId}/edit`);
  await expect(page.getByLabel('Link Name')).toHaveValue(`Kathak footwork ${stamp}`);
  await expect(page.getByLabel('Dance')).toBeChecked();
  await page.getByLabel('Link Name').fill(`Kathak tatkar ${stamp}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(rowOf(page, `Kathak tatkar ${stamp}`)).toBeVisible();

  await rowOf(page, `Kathak tatkar ${stamp}`)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, `Kathak tatkar ${stamp}`)).toHaveCount(0);
  expect((await request.get(`/api/v1/links/${linkId}`, { headers })).status()).toBe(404);
});

test('a link shared with a second administrator shows under their SharedTo, view only', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const headers = await apiToken(request, E2E_ADMIN);
  const { linkId } = await saveLink(request, headers, {
    linkUrl: `https://example.in/mohiniyattam-${stamp}`,
    linkName: `Mohiniyattam ${stamp}`,
    linkDescription: 'Graceful dance of Kerala',
    linkType: 'Performance',
    linkTags: [{ linkTagId: null, linkTagName: 'Dance' }],
  });

  await signInAdmin(page, E2E_ADMIN);
  await page.goto(`/link/${linkId}/view`);
  await page.getByLabel('Administrator email').fill(E2E_SECOND_ADMIN.email);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Shared with' })).toContainText(E2E_SECOND_ADMIN.email);
  await page.goto('/home');
  await page.getByRole('link', { name: 'SharedBy' }).click();
  await expect(rowOf(page, `Mohiniyattam ${stamp}`)).toBeVisible();
  await page.goto('/home');
  await page.getByRole('button', { name: 'Signout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInAdmin(page, E2E_SECOND_ADMIN);
  await page.getByRole('link', { name: 'SharedTo' }).click();
  await expect(page).toHaveURL(/\/link\/sharedto$/);
  const row = rowOf(page, `Mohiniyattam ${stamp}`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('link', { name: /^View/ }).click();
  await expect(page.getByText('Tag: Dance')).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByLabel('Administrator email')).toHaveCount(0);
});

test('a bookmark file is imported, and the export brings the links back', async ({ page }) => {
  const stamp = Date.now();
  const file = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE><H1>Bookmarks</H1>
<DL><p>
<DT><A HREF="https://example.in/carnatic-${stamp}" ADD_DATE="1700000000" TAGS="music,carnatic">Carnatic vocal ${stamp}</A>
<DD>Varnams for practice
<DT><A HREF="https://example.in/veena-${stamp}" ADD_DATE="1700000100" TAGS="music">Veena recital ${stamp}</A>
<DT><A HREF="https://example.in/veena-${stamp}">Veena again ${stamp}</A>
</DL><p>`;
  await signInAdmin(page, E2E_ADMIN);
  await page.getByLabel('Bookmark file to import').setInputFiles({
    name: 'bookmarks.html',
    mimeType: 'text/html',
    buffer: Buffer.from(file),
  });
  await expect(page.getByText('Imported 2, skipped 1 duplicates and 0 invalid')).toBeVisible();
  await page.getByLabel('Search links').fill(String(stamp));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total links: 2')).toBeVisible();
  await expect(rowOf(page, `Carnatic vocal ${stamp}`)).toContainText('Varnams for practice');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('bookmarks.html');
  const exported = await readFile(await download.path(), 'utf8');
  expect(exported).toContain('<!DOCTYPE NETSCAPE-Bookmark-file-1>');
  expect(exported).toContain(`HREF="https://example.in/carnatic-${stamp}"`);
  expect(exported).toMatch(new RegExp(`TAGS="[^"]*carnatic[^"]*"[^>]*>Carnatic vocal ${stamp}</A>`));
  expect(exported).toContain(`Veena recital ${stamp}`);
});
