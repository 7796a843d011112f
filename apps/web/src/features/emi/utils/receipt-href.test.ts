import { describe, expect, it } from 'vitest';
import { receiptHref } from './receipt-href.ts';

describe('receiptHref', () => {
  it.each([
    ['/api/v1/emi/receipts/abc', '/api/v1/emi/receipts/abc'],
    ['https://files.example/r.pdf', 'https://files.example/r.pdf'],
    [null, null],
    ['', null],
    ['javascript:alert(1)', null],
    ['//evil.example/r.pdf', null],
    ['data:text/html,hi', null],
  ])('%j → %j', (url, href) => {
    expect(receiptHref(url)).toBe(href);
  });
});
