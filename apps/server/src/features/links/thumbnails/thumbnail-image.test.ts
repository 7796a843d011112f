import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { detectImageFormat, encodePng, toThumbnailPng } from './thumbnail-image.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectImageFormat', () => {
  it.each([
    [bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    [bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    [bytes(0xff, 0xd8), null],
    [new TextEncoder().encode('GIF89a'), null],
    [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    [bytes(), null],
  ])('%#: %s', (input, expected) => {
    expect(detectImageFormat(input)).toBe(expected);
  });
});

describe('toThumbnailPng', () => {
  it('refuses a PNG whose header claims too many pixels, before decoding it', () => {
    const header = Buffer.from(PNG.sync.write(new PNG({ width: 1, height: 1 })));
    header.writeUInt32BE(100_000, 16);
    header.writeUInt32BE(100_000, 20);
    expect(toThumbnailPng(header, 160)).toBeNull();
  });

  it('answers null for bytes that only start like an image', () => {
    expect(toThumbnailPng(bytes(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3), 160)).toBeNull();
    expect(toThumbnailPng(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 160)).toBeNull();
  });
});

describe('encodePng', () => {
  it('writes RGB for an opaque image and RGBA when any pixel is see-through', () => {
    const colorType = (alpha: number) => {
      const png = encodePng({ width: 2, height: 1, data: bytes(1, 2, 3, 255, 4, 5, 6, alpha) });
      return png.readUInt8(25); // IHDR colour type
    };
    expect(colorType(255)).toBe(2);
    expect(colorType(254)).toBe(6);
  });
});
