import { describe, expect, it } from 'vitest';
import { formatPhoneDigits } from './phone-display.ts';

describe('formatPhoneDigits', () => {
  it.each([
    ['919876543210', '+91 98765 43210'],
    ['+91 98765-43210', '+91 98765 43210'],
    ['447700900123', '+447700900123'],
    ['', ''],
  ])('%j → %j', (digits, expected) => {
    expect(formatPhoneDigits(digits)).toBe(expected);
  });
});
