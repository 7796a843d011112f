import { describe, expect, it } from 'vitest';
import { type ListParams, nextSort, parseListParams, toSearchParams } from './list-params.ts';

const defaults: ListParams = { page: 1, size: 10, sortBy: 'linkName', order: 'ASC', search: '' };

describe('links list params', () => {
  it.each([
    ['', defaults],
    [
      'page=3&size=25&sortBy=linkType&order=DESC&search=rust',
      {
        page: 3,
        size: 25,
        sortBy: 'linkType',
        order: 'DESC',
        search: 'rust',
      },
    ],
    ['page=0&size=7&sortBy=linkUrl&order=up', defaults],
    ['page=abc&size=-5', defaults],
  ])('parses %j', (query, expected) => {
    expect(parseListParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    expect(toSearchParams(defaults).toString()).toBe('');
    const state: ListParams = { page: 2, size: 50, sortBy: 'linkDescription', order: 'DESC', search: 'go' };
    expect(parseListParams(toSearchParams(state))).toEqual(state);
  });

  it('toggles the order on the same column and starts another column ascending', () => {
    expect(nextSort(defaults, 'linkName')).toEqual({ sortBy: 'linkName', order: 'DESC' });
    expect(nextSort({ ...defaults, order: 'DESC' }, 'linkName')).toEqual({
      sortBy: 'linkName',
      order: 'ASC',
    });
    expect(nextSort({ ...defaults, order: 'DESC' }, 'linkType')).toEqual({
      sortBy: 'linkType',
      order: 'ASC',
    });
  });
});
