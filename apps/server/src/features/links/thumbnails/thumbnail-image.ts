import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { downscaleToWidth, type RgbaImage } from './image-resample.ts';

/**
 * Decoding is synchronous and its memory grows with the pixel count, which a small file can
 * inflate enormously (a 1 MB PNG of one colour can claim 100,000 × 100,000 pixels). jpeg-js
 * counts its component buffers plus the RGBA output (about 7 bytes a pixel) against its memory
 * cap, so 64 MB allows about 9 megapixels; the pixel cap is set just under, for PNG as well.
 */
const MAX_PIXELS = 8_000_000;
const JPEG_MAX_MEMORY_MB = 64;

export type ImageFormat = 'png' | 'jpeg';

/** The format by the file's magic number; what the server claims (Content-Type) is not asked. */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  return null;
}

/**
 * A PNG or JPEG file as a PNG at most `maxWidth` pixels wide; null when it is neither, is
 * broken or is too large to decode safely. The same bytes always give the same PNG.
 */
export function toThumbnailPng(bytes: Uint8Array, maxWidth: number): Buffer | null {
  try {
    const image = decodeImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return image ? encodePng(downscaleToWidth(image, maxWidth)) : null;
  } catch {
    return null;
  }
}

function decodeImage(bytes: Buffer): RgbaImage | null {
  const format = detectImageFormat(bytes);
  if (format === 'png') {
    // IHDR is always the first chunk: width and height at bytes 16 and 20.
    if (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PIXELS) return null;
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: png.data };
  }
  if (format === 'jpeg') {
    return decodeJpeg(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: JPEG_MAX_MEMORY_MB,
    });
  }
  return null;
}

/** RGB when every pixel is opaque (a quarter smaller), else RGBA. */
export function encodePng(image: RgbaImage): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  let opaque = true;
  for (let i = 3; i < image.data.length && opaque; i += 4) opaque = image.data[i] === 255;
  return PNG.sync.write(png, { colorType: opaque ? 2 : 6 });
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte);
}
