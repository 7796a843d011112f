import { describe, expect, it } from 'vitest';
import { projectedInstalment } from './instalment-projection.ts';

describe('projectedInstalment', () => {
  it('shows the monthly instalment of a reducing-balance loan in rupees', () => {
    expect(projectedInstalment('1000000', '10', '120')).toBe('₹13,215.07');
    expect(projectedInstalment('500000', '0', '50')).toBe('₹10,000');
  });

  it.each([
    ['', '10', '120'],
    ['1000000', '', '120'],
    ['1000000', '10', ' '],
    ['abc', '10', '120'],
    ['1000000', '10', '1.5'],
    ['-5', '10', '12'],
  ])('is null for %j, %j, %j', (borrowed, rate, tenure) => {
    expect(projectedInstalment(borrowed, rate, tenure)).toBeNull();
  });
});
