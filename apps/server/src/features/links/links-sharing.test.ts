import { type LinksPage, linkMessages } from '@app/shared/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, createUser, signIn, signInNewAdmin } from '../../../test/factories.ts';

describe('sharing a link with another administrator', () => {
  let t: TestApp;
  let owner: string;
  let receiver: string;
  let stranger: string;
  let receiverEmail: string;
  let ownerEmail: string;
  let customerEmail: string;
  let linkId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.db;
    const ownerUser = await createUser(db, { userType: 'ADMIN', email: 'owner@navya.test' });
    const receiverUser = await createUser(db, { userType: 'ADMIN', email: 'Receiver@Navya.test' });
    const customer = await createUser(db, { email: 'shopper@example.in' });
    ownerEmail = ownerUser.email;
    receiverEmail = receiverUser.email;
    customerEmail = customer.email;
    owner = (await signIn(t.app, ownerUser)).accessToken;
    receiver = (await signIn(t.app, receiverUser)).accessToken;
    stranger = await signInNewAdmin(t.app, db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: bearer(owner),
      payload: {
        linkUrl: 'https://www.youtube.com/watch?v=share1',
        linkName: 'Kathakali basics',
        linkDescription: 'Mudras and expressions',
        linkType: 'Lesson',
        linkTags: [{ linkTagId: null, linkTagName: 'Dance' }],
      },
    });
    linkId = created.json().linkId;
  });
  afterAll(() => t.close());

  const share = (token: string, email: string, action = 'share', id = linkId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/links/${id}/${action}`,
      headers: bearer(token),
      payload: { email },
    });
  const list = async (token: string, which: string): Promise<LinksPage> =>
    (await t.app.inject({ url: `/api/v1/links/${which}1/10/linkName/ASC`, headers: bearer(token) })).json();

  it('refuses an email that is no administrator, and yourself', async () => {
    const unknown = await share(owner, 'nobody@navya.test');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(linkMessages.shareNoAdmin);
    expect((await share(owner, customerEmail)).json().message).toBe(linkMessages.shareNoAdmin);
    const self = await share(owner, ownerEmail);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(linkMessages.shareSelf);
    expect((await share(owner, 'not-an-email')).statusCode).toBe(400);
  });

  it('shares by email (any case), idempotently, and lists it shared by me and shared to them', async () => {
    const shared = await share(owner, 'RECEIVER@navya.test');
    expect(shared.statusCode).toBe(200);
    expect(shared.json().sharedWith).toEqual([receiverEmail]);
    expect((await share(owner, receiverEmail)).json().sharedWith).toEqual([receiverEmail]);

    const sharedBy = await list(owner, 'sharedby/');
    expect(sharedBy).toMatchObject({ totalLinksCount: 1, totalPages: 1 });
    expect(sharedBy.listOfLinks[0]).toMatchObject({ linkId, sharedBy: null, sharedWith: [receiverEmail] });

    const sharedTo = await list(receiver, 'sharedto/');
    expect(sharedTo.totalLinksCount).toBe(1);
    expect(sharedTo.listOfLinks[0]).toMatchObject({
      linkId,
      linkName: 'Kathakali basics',
      linkTags: [{ linkTagName: 'Dance' }],
      sharedBy: ownerEmail,
      sharedWith: [],
    });
    // The owner's own list shows whom it is shared with; the receiver's own list is unchanged.
    expect((await list(owner, '')).listOfLinks[0]?.sharedWith).toEqual([receiverEmail]);
    expect((await list(receiver, '')).totalLinksCount).toBe(0);
    expect((await list(stranger, 'sharedto/')).totalLinksCount).toBe(0);
  });

  it('is view-only for the receiver: get works; update, delete and share answer 403', async () => {
    const viewed = await t.app.inject({ url: `/api/v1/links/${linkId}`, headers: bearer(receiver) });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({ sharedBy: ownerEmail, sharedWith: [] });

    const update = await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: bearer(receiver),
      payload: {
        linkId,
        linkUrl: 'https://evil.example/',
        linkName: 'Changed',
        linkDescription: 'x',
        linkType: 'x',
        linkTags: [],
      },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().message).toBe(linkMessages.ownerOnly);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/links/${linkId}`,
      headers: bearer(receiver),
    });
    expect(remove.statusCode).toBe(403);
    expect((await share(receiver, 'someone@navya.test')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/v1/links/${linkId}`, headers: bearer(stranger) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/v1/links/${linkId}`, headers: bearer(owner) })).json().linkName,
    ).toBe('Kathakali basics');
  });

  it('the owner unshares, and the link leaves both lists', async () => {
    const unshared = await share(owner, receiverEmail, 'unshare');
    expect(unshared.statusCode).toBe(200);
    expect(unshared.json().sharedWith).toEqual([]);
    expect((await list(owner, 'sharedby/')).totalLinksCount).toBe(0);
    expect((await list(receiver, 'sharedto/')).totalLinksCount).toBe(0);
    expect(
      (await t.app.inject({ url: `/api/v1/links/${linkId}`, headers: bearer(receiver) })).statusCode,
    ).toBe(404);
  });
});
