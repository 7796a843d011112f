import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000, 'Rupees Twenty Only'],
    [2_150, 'Rupees Twenty-One and Fifty Paise Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [99_999, 'Rupees Nine Hundred Ninety-Nine and Ninety-Nine Paise Only'],
    [100_000, 'Rupees One Thousand Only'],
    [509_800, 'Rupees Five Thousand Ninety-Eight Only'],
    [499_900, 'Rupees Four Thousand Nine Hundred Ninety-Nine Only'],
    [1_999_900, 'Rupees Nineteen Thousand Nine Hundred Ninety-Nine Only'],
    [423_644, 'Rupees Four Thousand Two Hundred Thirty-Six and Forty-Four Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [10_001_000, 'Rupees One Lakh Ten Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_000_100_000, 'Rupees One Crore One Thousand Only'],
    [1_020_304_050, 'Rupees One Crore Two Lakh Three Thousand Forty and Fifty Paise Only'],
    [
      12_345_678_905,
      'Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine and Five Paise Only',
    ],
    [
      99_999_999_999,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine' +
        ' and Ninety-Nine Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [123_456_000_000_000, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Crore Only'],
  ])('%d paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d paise', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
