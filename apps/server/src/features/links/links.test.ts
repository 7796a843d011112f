import { type Link, type LinksPage, linkMessages } from '@app/shared/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn, signInNewAdmin } from '../../../test/factories.ts';

const video = (overrides: Partial<Record<string, unknown>> = {}) => ({
  linkUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  linkName: 'Masala Dosa at Home',
  linkDescription: 'Crisp dosa with potato masala',
  linkType: 'Video',
  linkTags: [
    { linkTagId: null, linkTagName: 'Cooking' },
    { linkTagId: null, linkTagName: ' South Indian ' },
  ],
  ...overrides,
});

describe('links API (spec §7, design §3)', () => {
  let t: TestApp;
  let admin: string;
  let otherAdmin: string;
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    admin = await signInNewAdmin(t.app, db);
    otherAdmin = await signInNewAdmin(t.app, db);
    customer = (await signIn(t.app, await createUser(db))).accessToken;
  });
  afterAll(() => t.close());

  const save = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/links', headers: bearer(token), payload });
  const get = (token: string, url: string) =>
    t.app.inject({ url: `/api/v1/links${url}`, headers: bearer(token) });
  const names = (page: LinksPage) => page.listOfLinks.map((link) => link.linkName);

  it('creates a link with its tags, new ones created on first use, and reads it back', async () => {
    const created = await save(admin, video());
    expect(created.statusCode).toBe(201);
    const link: Link = created.json();
    expect(link).toMatchObject({
      linkUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      linkName: 'Masala Dosa at Home',
      linkImage: null,
      sharedBy: null,
      sharedWith: [],
    });
    expect(link.linkTags.map((tag) => tag.linkTagName)).toEqual(['Cooking', 'South Indian']);
    expect(link.linkTags.every((tag) => Number.isInteger(tag.linkTagId))).toBe(true);
    expect((await get(admin, `/${link.linkId}`)).json()).toEqual(link);

    // The same tag in another case is the same tag; the tag list has each name once.
    await save(
      admin,
      video({ linkName: 'Rava Dosa', linkTags: [{ linkTagId: null, linkTagName: 'COOKING' }] }),
    );
    const tags = (await get(admin, '/tags')).json();
    expect(tags.map((tag: { linkTagName: string }) => tag.linkTagName)).toEqual(['Cooking', 'South Indian']);
  });

  it('updates your own link with the same POST, replacing its tags', async () => {
    const { linkId } = (await save(admin, video({ linkName: 'Before' }))).json();
    const updated = await save(
      admin,
      video({ linkId, linkName: 'After', linkTags: [{ linkTagId: null, linkTagName: 'Breakfast' }] }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      linkId,
      linkName: 'After',
      linkTags: [{ linkTagName: 'Breakfast' }],
    });
  });

  it('answers 400 with the spec messages for missing fields and a non-web url', async () => {
    const missing = await save(admin, {
      linkUrl: '',
      linkName: ' ',
      linkDescription: '',
      linkType: '',
      linkTags: [],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 400,
      errorCodeValue: 'BAD_REQUEST',
      errors: {
        linkUrl: linkMessages.urlRequired,
        linkName: linkMessages.nameRequired,
        linkDescription: linkMessages.descriptionRequired,
        linkType: linkMessages.typeRequired,
      },
    });
    const script = await save(admin, video({ linkUrl: 'javascript:alert(1)' }));
    expect(script.statusCode).toBe(400);
    expect(script.json().errors.linkUrl).toBe('Url must start with http:// or https://');
  });

  it('is for administrators only: none → 401, a customer → 403', async () => {
    const anonymous = await t.app.inject({ url: '/api/v1/links/1/10/linkName/ASC' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 401, errorCodeValue: 'UNAUTHORIZED' });
    const user = await get(customer, '/1/10/linkName/ASC');
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe(linkMessages.notAuthorized);
    expect((await save(customer, video())).statusCode).toBe(403);
  });

  it("hides another administrator's link: get, update and delete answer 404", async () => {
    const { linkId } = (await save(admin, video({ linkName: 'Private' }))).json();
    const notFound = { errorCode: 404, errorCodeValue: 'NOT_FOUND', message: linkMessages.notFound };
    expect((await get(otherAdmin, `/${linkId}`)).json()).toMatchObject(notFound);
    const update = await save(otherAdmin, video({ linkId, linkName: 'Taken over' }));
    expect(update.statusCode).toBe(404);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/links/${linkId}`,
      headers: bearer(otherAdmin),
    });
    expect(remove.statusCode).toBe(404);
    expect((await get(admin, `/${linkId}`)).json().linkName).toBe('Private');
    expect((await get(otherAdmin, '/1/10/linkName/ASC')).json().totalLinksCount).toBe(0);
  });

  it('deletes a link, and the totals follow', async () => {
    const before: LinksPage = (await get(admin, '/1/100/linkName/ASC')).json();
    const { linkId } = (await save(admin, video({ linkName: 'Short-lived' }))).json();
    expect((await get(admin, '/1/100/linkName/ASC')).json().totalLinksCount).toBe(before.totalLinksCount + 1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/links/${linkId}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Link deleted' });
    const after: LinksPage = (await get(admin, '/1/100/linkName/ASC')).json();
    expect(after.totalLinksCount).toBe(before.totalLinksCount);
    expect(names(after)).not.toContain('Short-lived');
    expect((await get(admin, `/${linkId}`)).statusCode).toBe(404);
  });

  it('validates page parameters', async () => {
    expect((await get(admin, '/0/10/linkName/ASC')).statusCode).toBe(400);
    expect((await get(admin, '/1/101/linkName/ASC')).statusCode).toBe(400);
    expect((await get(admin, '/1/10/linkUrl/ASC')).statusCode).toBe(400);
    expect((await get(admin, '/1/10/linkName/UP')).statusCode).toBe(400);
    expect((await get(admin, '/abc')).statusCode).toBe(400);
  });
});

describe('links paging, sorting and search', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signInNewAdmin(t.app, t.database.db);
    const links = [
      ['Banana Bread', 'Soft loaf', 'Recipe', ['Baking']],
      ['apple pie', 'Flaky crust', 'Recipe', ['Baking', 'Dessert']],
      ['Chess Openings', 'Sicilian defence', 'Lesson', ['Games']],
      ['Dal Tadka', 'Yellow lentils, 100% comfort', 'Video', ['Cooking']],
      ['Egg Curry', 'Spicy_gravy with eggs', 'Video', ['Cooking']],
      ['Same Name', 'first of two', 'Video', []],
      ['Same Name', 'second of two', 'Video', []],
    ] as const;
    for (const [linkName, linkDescription, linkType, tags] of links) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/links',
        headers: bearer(admin),
        payload: {
          linkUrl: `https://www.youtube.com/watch?v=${linkName.replaceAll(' ', '')}`,
          linkName,
          linkDescription,
          linkType,
          linkTags: tags.map((linkTagName) => ({ linkTagId: null, linkTagName })),
        },
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const list = async (path: string): Promise<LinksPage> =>
    (await t.app.inject({ url: `/api/v1/links/${path}`, headers: bearer(admin) })).json();
  const search = async (searchText: string, path = '1/10/linkName/ASC') => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/links/search/${path}`,
      headers: bearer(admin),
      payload: { searchText, linkTagNames: [] },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const names = (page: LinksPage) => page.listOfLinks.map((link) => link.linkName);

  it('sorts by name case-insensitively both ways, equal names in a stable order', async () => {
    const ascending = await list('1/10/linkName/ASC');
    expect(names(ascending)).toEqual([
      'apple pie',
      'Banana Bread',
      'Chess Openings',
      'Dal Tadka',
      'Egg Curry',
      'Same Name',
      'Same Name',
    ]);
    const descending = await list('1/10/linkName/desc');
    expect(names(descending)).toEqual([...names(ascending)].reverse());
    const [first, second] = ascending.listOfLinks.slice(5).map((link) => link.linkId);
    expect(first).toBeLessThan(second as number);
  });

  it('sorts by description and by type', async () => {
    const byDescription = await list('1/3/linkDescription/ASC');
    expect(byDescription.listOfLinks.map((link) => link.linkDescription)).toEqual([
      'first of two',
      'Flaky crust',
      'second of two',
    ]);
    const byType = await list('1/10/linkType/ASC');
    expect(byType.listOfLinks.map((link) => link.linkType)).toEqual([
      'Lesson',
      'Recipe',
      'Recipe',
      'Video',
      'Video',
      'Video',
      'Video',
    ]);
  });

  it('pages with exact totals; a page past the end is empty with the same totals', async () => {
    const page2 = await list('2/3/linkName/ASC');
    expect(page2).toMatchObject({ totalLinksCount: 7, totalPages: 3 });
    expect(names(page2)).toEqual(['Dal Tadka', 'Egg Curry', 'Same Name']);
    expect(names(await list('3/3/linkName/ASC'))).toEqual(['Same Name']);
    expect(await list('9/3/linkName/ASC')).toEqual({ listOfLinks: [], totalLinksCount: 7, totalPages: 3 });
  });

  it('searches name, description, url, type and tag names, case-insensitive substring', async () => {
    expect(names((await search('BREAD')).body)).toEqual(['Banana Bread']);
    expect(names((await search('lentils')).body)).toEqual(['Dal Tadka']);
    expect(names((await search('watch?v=chess')).body)).toEqual(['Chess Openings']);
    expect(names((await search('lesson')).body)).toEqual(['Chess Openings']);
    expect(names((await search('dessert')).body)).toEqual(['apple pie']);
    const byTag = (await search('Baking')).body;
    expect(names(byTag)).toEqual(['apple pie', 'Banana Bread']);
    expect(byTag).toMatchObject({ totalLinksCount: 2, totalPages: 1 });
  });

  it('finds two-character text, and pages a search with exact totals', async () => {
    // 'Openings', and the tags 'Baking' and 'Cooking': no trigram, still found and counted.
    const two = (await search('NG', '1/2/linkName/ASC')).body;
    expect(two).toMatchObject({ totalLinksCount: 5, totalPages: 3 });
    expect(names(two)).toEqual(['apple pie', 'Banana Bread']);
    expect(names((await search('ng', '3/2/linkName/ASC')).body)).toEqual(['Egg Curry']);
  });

  it('takes SQL and LIKE metacharacters literally', async () => {
    expect(names((await search('100%')).body)).toEqual(['Dal Tadka']);
    expect(names((await search('y_g')).body)).toEqual(['Egg Curry']);
    expect((await search('%%')).body.totalLinksCount).toBe(0);
    expect((await search('__')).body.totalLinksCount).toBe(0);
    expect((await search("'; drop table links; --")).body.totalLinksCount).toBe(0);
    expect((await search('\\\\')).body.totalLinksCount).toBe(0);
    expect((await list('1/10/linkName/ASC')).totalLinksCount).toBe(7);
  });

  it('needs at least 2 characters after trimming', async () => {
    const short = await search(' a ');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Search needs at least 2 characters');
  });

  it('sees a change at once: a saved link is in the next page and search (no stale cache)', async () => {
    expect((await search('biryani')).body.totalLinksCount).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: bearer(admin),
      payload: {
        linkUrl: 'https://www.youtube.com/watch?v=biryani1',
        linkName: 'Hyderabadi Biryani',
        linkDescription: 'Dum cooked',
        linkType: 'Video',
        linkTags: [],
      },
    });
    expect(names((await search('biryani')).body)).toEqual(['Hyderabadi Biryani']);
    expect((await list('1/10/linkName/ASC')).totalLinksCount).toBe(8);
  });
});
