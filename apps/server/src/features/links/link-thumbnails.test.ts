import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { bearer, signInNewAdmin } from '../../../test/factories.ts';

/** A 480×360 opaque PNG, like a video service's thumbnail. */
function videoStill(): Buffer {
  const png = new PNG({ width: 480, height: 360 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, (i / 4) % 256, 40, 255], i);
  return PNG.sync.write(png);
}

describe('link thumbnails, fetched once after save', () => {
  let images: Server;
  let base: string;
  let t: TestApp;
  let admin: string;
  const requested: string[] = [];
  beforeAll(async () => {
    const still = videoStill();
    images = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url === '/vi/good/0.jpg')
        return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(still);
      if (request.url === '/vi/slow/0.jpg') return; // never answers
      response.writeHead(404).end('not found');
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    t = await buildTestApp({ LINK_THUMBNAILS: 'on', LINK_THUMBNAIL_TIMEOUT_MS: '300' });
    admin = await signInNewAdmin(t.app, t.database.db);
  });
  afterAll(async () => {
    await t.close();
    images.closeAllConnections();
    await new Promise((resolve) => images.close(resolve));
  });

  const save = (video: string, linkId?: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: bearer(admin),
      payload: {
        linkId,
        linkUrl: `${base}/watch?v=${video}`,
        linkName: `Video ${video}`,
        linkDescription: 'A video',
        linkType: 'Video',
        linkTags: [],
      },
    });
  const get = async (linkId: number) =>
    (await t.app.inject({ url: `/api/v1/links/${linkId}`, headers: bearer(admin) })).json();

  it('stores the image at the address rule as a small base64 PNG, shown in the list too', async () => {
    const saved = await save('good');
    expect(saved.statusCode).toBe(201);
    await t.app.linkThumbnails.idle();
    expect(requested).toContain('/vi/good/0.jpg');
    const { linkImage } = await get(saved.json().linkId);
    const png = PNG.sync.read(Buffer.from(linkImage, 'base64'));
    expect([png.width, png.height]).toEqual([120, 90]);
    const page = (
      await t.app.inject({ url: '/api/v1/links/1/10/linkName/ASC', headers: bearer(admin) })
    ).json();
    expect(page.listOfLinks[0].linkImage).toBe(linkImage);
  });

  it('leaves the thumbnail empty when the image is missing or too slow, and never fails the save', async () => {
    const missing = await save('missing');
    const started = Date.now();
    const slow = await save('slow');
    expect(Date.now() - started).toBeLessThan(250);
    expect([missing.statusCode, slow.statusCode]).toEqual([201, 201]);
    await t.app.linkThumbnails.idle();
    expect((await get(missing.json().linkId)).linkImage).toBeNull();
    expect((await get(slow.json().linkId)).linkImage).toBeNull();
  });

  it('forgets the thumbnail when the url changes, and fetches the new one', async () => {
    const { linkId } = (await save('good')).json();
    await t.app.linkThumbnails.idle();
    expect((await get(linkId)).linkImage).not.toBeNull();
    await save('missing', linkId);
    expect((await get(linkId)).linkImage).toBeNull();
    await t.app.linkThumbnails.idle();
    expect((await get(linkId)).linkImage).toBeNull();
  });
});
