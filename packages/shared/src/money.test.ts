import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees, isWholePaise, paiseToRupees, rupeesToPaise } from './money.ts';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [99, '₹99'],
    [4999, '₹4,999'],
    [19999, '₹19,999'],
    [123456.5, '₹1,23,456.5'],
    [10000000, '₹1,00,00,000'],
    [0.5, '₹0.5'],
    [1.05, '₹1.05'],
    [-500, '-₹500'],
  ])('%d → %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });

  it('writes every amount in paise as Intl does for en-IN rupees', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (paise) => {
        const rupees = paise / 100;
        expect(formatRupees(rupees)).toBe(intl.format(rupees));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('paise conversion', () => {
  it('round-trips amounts that binary floats cannot hold exactly', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(4999.99)).toBe(499999);
    expect(paiseToRupees(499999)).toBe(4999.99);
  });

  it.each([
    [10, true],
    [10.5, true],
    [10.25, true],
    [10.255, false],
    [-1, false],
    [Number.NaN, false],
  ])('isWholePaise(%d) is %s', (amount, expected) => {
    expect(isWholePaise(amount)).toBe(expected);
  });
});
