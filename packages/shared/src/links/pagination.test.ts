import { describe, expect, it } from 'vitest';
import { clampPage, pageWindow } from './pagination.ts';

describe('clampPage', () => {
  it.each([
    [0, 5, 1],
    [-3, 5, 1],
    [3, 5, 3],
    [9, 5, 5],
    [2.7, 5, 2],
    [1, 0, 1],
    [4, 0, 1],
    [Number.NaN, 5, 1],
  ])('page %d of %d pages → %d', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 20, [1, 2, 3, 4, 5, 6, 7]],
    [4, 20, [1, 2, 3, 4, 5, 6, 7]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [19, 20, [14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [14, 15, 16, 17, 18, 19, 20]],
    [99, 20, [14, 15, 16, 17, 18, 19, 20]],
    [1, 0, [1]],
  ])('page %d of %d → %j', (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });

  it('never shows more than 7 page links', () => {
    for (let total = 1; total <= 30; total++) {
      for (let page = 1; page <= total; page++) expect(pageWindow(page, total).length).toBeLessThanOrEqual(7);
    }
  });
});
