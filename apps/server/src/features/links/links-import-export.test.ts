import { LINK_IMPORT_MAX_BYTES, type LinksPage, linkMessages } from '@app/shared/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn, signInNewAdmin } from '../../../test/factories.ts';

// What linkding exports: TAGS on each bookmark, its description in the DD after it.
const linkdingExport = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
<DT><A HREF="https://www.youtube.com/watch?v=tabla01" ADD_DATE="1700000000" PRIVATE="0" TOREAD="0" TAGS="music,tabla">Tabla for beginners</A>
<DD>Teen taal, slowly
<DT><A HREF="https://vimeo.com/123456" ADD_DATE="1700000100" TAGS="Music">Sitar &amp; strings</A>
<DT><A HREF="https://www.youtube.com/watch?v=tabla01" ADD_DATE="1700000200">Same video again</A>
<DT><A HREF="javascript:alert(1)">A bookmarklet</A>
<DT><A HREF="https://example.in/recipes">Recipes</A>
<DD>Home cooking
</DL><p>`;

describe('bookmark import and export (Netscape bookmark HTML)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInNewAdmin(t.app, t.database.db);
    other = await signInNewAdmin(t.app, t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: bearer(admin),
      payload: {
        linkUrl: 'https://example.in/recipes',
        linkName: 'Recipes I saved by hand',
        linkDescription: 'Already here',
        linkType: 'Bookmark',
        linkTags: [],
      },
    });
  });
  afterAll(() => t.close());

  const importFile = (token: string, html: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/links/import',
      headers: { ...bearer(token), 'content-type': 'text/html' },
      payload: html,
    });
  const allLinks = async (token: string): Promise<LinksPage> =>
    (await t.app.inject({ url: '/api/v1/links/1/100/linkName/ASC', headers: bearer(token) })).json();

  it('adds the bookmarks with their tags; duplicates by url and non-web links are skipped and counted', async () => {
    const response = await importFile(admin, linkdingExport);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 2,
      skippedDuplicates: 2,
      skippedInvalid: 1,
      message: 'Imported 2 links; skipped 2 already saved and 1 not importable.',
    });
    const links = (await allLinks(admin)).listOfLinks;
    expect(links.map((link) => link.linkName)).toEqual([
      'Recipes I saved by hand',
      'Sitar & strings',
      'Tabla for beginners',
    ]);
    expect(links[2]).toMatchObject({
      linkUrl: 'https://www.youtube.com/watch?v=tabla01',
      linkDescription: 'Teen taal, slowly',
      linkType: 'Video',
    });
    // 'Music' and 'music' are one tag of the owner's.
    expect(links[1]?.linkTags.map((tag) => tag.linkTagName)).toEqual(['music']);
    expect(links[2]?.linkTags.map((tag) => tag.linkTagName)).toEqual(['music', 'tabla']);

    // Imported links are searchable by their tags at once.
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/v1/links/search/1/10/linkName/ASC',
      headers: bearer(admin),
      payload: { searchText: 'tabla', linkTagNames: [] },
    });
    expect(search.json().totalLinksCount).toBe(1);

    const again = await importFile(admin, linkdingExport);
    expect(again.json()).toMatchObject({ imported: 0, skippedDuplicates: 4, skippedInvalid: 1 });
    expect((await allLinks(admin)).totalLinksCount).toBe(3);
  });

  it('exports every link, type and tags included, as a file the import reads back', async () => {
    const exported = await t.app.inject({ url: '/api/v1/links/export', headers: bearer(admin) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="bookmarks.html"');
    expect(exported.body).toContain('<!DOCTYPE NETSCAPE-Bookmark-file-1>');
    expect(exported.body).toContain('Sitar &amp; strings');

    // Another administrator imports the file and gets the same links.
    const imported = await importFile(other, exported.body);
    expect(imported.json()).toMatchObject({ imported: 3, skippedDuplicates: 0, skippedInvalid: 0 });
    const strip = (page: LinksPage) =>
      page.listOfLinks.map(({ linkUrl, linkName, linkDescription, linkType, linkTags }) => ({
        linkUrl,
        linkName,
        linkDescription,
        linkType,
        tags: linkTags.map((tag) => tag.linkTagName),
      }));
    expect(strip(await allLinks(other))).toEqual(strip(await allLinks(admin)));
  });

  it('refuses a file without bookmarks, one over 5 MB, and customers', async () => {
    const empty = await importFile(admin, '<html><body>No bookmarks here</body></html>');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(linkMessages.importEmpty);

    const huge = await importFile(admin, Buffer.alloc(LINK_IMPORT_MAX_BYTES + 10, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(linkMessages.importTooLarge);

    const customer = (await signIn(t.app, await createUser(t.database.db))).accessToken;
    expect((await importFile(customer, linkdingExport)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/links/export', headers: bearer(customer) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/v1/links/export' })).statusCode).toBe(401);
  });

  // Found by the bad-input sweep: a date past the year 9999 was a 500 (PostgreSQL cannot store it).
  it('imports a bookmark whose ADD_DATE is beyond the year 9999 as if it had none', async () => {
    const owner = await signInNewAdmin(t.app, t.database.db);
    const file = ['1e300', '9e18', '8e18']
      .map((date, i) => `<DT><A HREF="https://far-future-${i}.in/" ADD_DATE="${date}">Far ${i}</A>`)
      .join('\n');
    const response = await importFile(owner, `<DL><p>\n${file}\n</DL>`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ imported: 3, skippedInvalid: 0 });

    const exported = await t.app.inject({ url: '/api/v1/links/export', headers: bearer(owner) });
    const dates = [...exported.body.matchAll(/ADD_DATE="(\d+)"/g)].map((match) => Number(match[1]));
    expect(dates).toHaveLength(3);
    for (const date of dates) expect(Math.abs(date - Date.now() / 1000)).toBeLessThan(3600);
  });
});
