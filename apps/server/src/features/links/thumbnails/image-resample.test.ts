import { describe, expect, it } from 'vitest';
import { downscaleToWidth, type RgbaImage, resampleArea } from './image-resample.ts';

const image = (width: number, height: number, pixels: number[][]): RgbaImage => ({
  width,
  height,
  data: Uint8Array.from(pixels.flat()),
});
const pixels = (result: RgbaImage) =>
  Array.from({ length: result.width * result.height }, (_, i) => [...result.data.subarray(i * 4, i * 4 + 4)]);

describe('resampleArea', () => {
  it('averages each 2×2 block of a 4×2 image into one pixel of 2×1', () => {
    const source = image(4, 2, [
      [0, 0, 0, 255],
      [100, 50, 10, 255],
      [255, 255, 255, 255],
      [255, 255, 255, 255],
      [200, 100, 20, 255],
      [100, 50, 10, 255],
      [0, 0, 0, 255],
      [1, 1, 1, 255],
    ]);
    expect(pixels(resampleArea(source, 2, 1))).toEqual([
      [100, 50, 10, 255],
      [128, 128, 128, 255],
    ]);
  });

  it('counts a partly covered source pixel by its share (3 → 2 pixels)', () => {
    const source = image(3, 1, [
      [0, 0, 0, 255],
      [90, 90, 90, 255],
      [180, 180, 180, 255],
    ]);
    // Each target pixel covers 1.5 source pixels: (0 + 90 / 2) / 1.5 and (90 / 2 + 180) / 1.5.
    expect(pixels(resampleArea(source, 2, 1))).toEqual([
      [30, 30, 30, 255],
      [150, 150, 150, 255],
    ]);
  });

  it('weights colours by alpha, so transparent pixels do not darken the edges', () => {
    const source = image(2, 1, [
      [0, 0, 0, 0],
      [255, 0, 0, 255],
    ]);
    expect(pixels(resampleArea(source, 1, 1))).toEqual([[255, 0, 0, 128]]);
    expect(pixels(resampleArea(image(1, 1, [[9, 9, 9, 0]]), 1, 1))).toEqual([[0, 0, 0, 0]]);
  });
});

describe('downscaleToWidth', () => {
  it('keeps the aspect ratio and never goes below one pixel high', () => {
    const wide = image(
      1000,
      3,
      Array.from({ length: 3000 }, () => [7, 7, 7, 255]),
    );
    const result = downscaleToWidth(wide, 160);
    expect([result.width, result.height]).toEqual([160, 1]);
    expect(pixels(result).every((pixel) => pixel.join() === '7,7,7,255')).toBe(true);
  });

  it('never enlarges a small image', () => {
    const small = image(2, 1, [
      [1, 2, 3, 255],
      [4, 5, 6, 255],
    ]);
    expect(downscaleToWidth(small, 160)).toBe(small);
  });
});
