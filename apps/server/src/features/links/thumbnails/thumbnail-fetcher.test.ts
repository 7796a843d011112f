import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThumbnailFetcher } from './thumbnail-fetcher.ts';

/** A 480×360 JPEG: red grows to the right, green downwards. */
function gradientJpeg(): Buffer {
  const width = 480;
  const height = 360;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      data.set(
        [Math.round((x * 255) / (width - 1)), Math.round((y * 255) / (height - 1)), 128, 255],
        (y * width + x) * 4,
      );
    }
  }
  return encodeJpeg({ width, height, data }, 90).data;
}

/** A 320×100 PNG, its left half transparent and its right half opaque blue. */
function halfTransparentPng(): Buffer {
  const png = new PNG({ width: 320, height: 100 });
  for (let i = 0; i < png.data.length; i += 4) {
    const opaque = (i / 4) % 320 >= 160;
    png.data.set(opaque ? [0, 0, 255, 255] : [0, 0, 0, 0], i);
  }
  return PNG.sync.write(png);
}

const jpegFile = gradientJpeg();
const pngFile = halfTransparentPng();
const CAP = 100_000;

// Writes 16 KB chunks for as long as anyone reads them.
function endless(response: ServerResponse) {
  const chunk = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(16_381)]);
  const write = () => {
    while (!response.destroyed && response.write(chunk));
  };
  response.on('drain', write);
  write();
}

describe('createThumbnailFetcher (against a real HTTP server)', () => {
  let server: Server;
  let base: string;
  const closedEarly: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      response.on('close', () => {
        if (!response.writableFinished) closedEarly.push(request.url ?? '');
      });
      const send = (status: number, type: string, body: Buffer | string) =>
        response.writeHead(status, { 'content-type': type }).end(body);
      switch (request.url) {
        case '/photo.jpg':
          return send(200, 'image/jpeg', jpegFile);
        case '/logo.png':
          return send(200, 'image/jpeg', pngFile); // the wrong type is ignored: the bytes decide
        case '/moved':
          return response.writeHead(302, { location: '/photo.jpg' }).end();
        case '/text.jpg':
          return send(200, 'image/jpeg', 'this is not an image');
        case '/broken.jpg':
          return send(200, 'image/jpeg', jpegFile.subarray(0, 200));
        case '/missing.jpg':
          return send(404, 'image/jpeg', jpegFile);
        case '/slow.jpg':
          return; // never answers
        case '/endless.jpg':
          response.writeHead(200, { 'content-type': 'image/jpeg' }); // chunked, no Content-Length
          return endless(response);
        case '/declared-big.jpg':
          response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': CAP + 1 });
          return response.write(jpegFile.subarray(0, 1000)); // and then nothing more
        default:
          return send(404, 'text/plain', 'not found');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const fetcher = createThumbnailFetcher();
  const impatient = createThumbnailFetcher({ timeoutMs: 200 });
  const decodePng = (base64: string | null) => PNG.sync.read(Buffer.from(base64 ?? '', 'base64'));

  it('shrinks a JPEG to a 160×120 PNG, keeping its colours, the same every time', async () => {
    const thumbnail = await fetcher.fetchThumbnail(`${base}/photo.jpg`);
    const png = decodePng(thumbnail);
    expect([png.width, png.height]).toEqual([160, 120]);
    const at = (x: number, y: number) => [...png.data.subarray((y * 160 + x) * 4, (y * 160 + x) * 4 + 4)];
    for (const [actual, expected] of at(80, 60).map((value, i) => [value, [128, 128, 128, 255][i]])) {
      expect(Math.abs((actual ?? 0) - (expected ?? 0))).toBeLessThanOrEqual(6);
    }
    expect(await fetcher.fetchThumbnail(`${base}/photo.jpg`)).toBe(thumbnail);
    expect(await fetcher.fetchThumbnail(`${base}/moved`)).toBe(thumbnail);
  });

  it('shrinks a PNG, keeping its transparency', async () => {
    const png = decodePng(await fetcher.fetchThumbnail(`${base}/logo.png`));
    expect([png.width, png.height]).toEqual([160, 50]);
    expect([...png.data.subarray(0, 4)]).toEqual([0, 0, 0, 0]);
    expect([...png.data.subarray(159 * 4, 160 * 4)]).toEqual([0, 0, 255, 255]);
  });

  it.each([
    ['a text file named .jpg', '/text.jpg'],
    ['a truncated JPEG', '/broken.jpg'],
    ['a 404, even with an image body', '/missing.jpg'],
  ])('answers null for %s', async (_, path) => {
    expect(await fetcher.fetchThumbnail(`${base}${path}`)).toBeNull();
  });

  it('gives up on a server that never answers once the timeout passes', async () => {
    const started = Date.now();
    expect(await impatient.fetchThumbnail(`${base}/slow.jpg`)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  // A patient fetcher: these must stop because of the size cap, long before the timeout.
  const capped = createThumbnailFetcher({ timeoutMs: 20_000, maxBytes: CAP });

  it('stops reading a chunked body as soon as it passes the cap', async () => {
    const started = Date.now();
    expect(await capped.fetchThumbnail(`${base}/endless.jpg`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect.poll(() => closedEarly).toContain('/endless.jpg');
  });

  it('refuses a body whose Content-Length is over the cap without reading it', async () => {
    const started = Date.now();
    expect(await capped.fetchThumbnail(`${base}/declared-big.jpg`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    'ftp://127.0.0.1/photo.jpg',
    'file:///etc/passwd',
    'data:image/png;base64,iVBORw0KGgo=',
    'not a url',
    '',
  ])('answers null for the address %j without fetching', async (address) => {
    const fetchImpl = () => Promise.reject(new Error('must not fetch'));
    expect(await createThumbnailFetcher({ fetchImpl }).fetchThumbnail(address)).toBeNull();
  });

  it('answers null when the fetch itself fails', async () => {
    const fetchImpl = () => Promise.reject(new TypeError('fetch failed'));
    expect(await createThumbnailFetcher({ fetchImpl }).fetchThumbnail(`${base}/photo.jpg`)).toBeNull();
  });
});
