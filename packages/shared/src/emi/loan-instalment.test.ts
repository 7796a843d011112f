import { describe, expect, it } from 'vitest';
import { instalmentsDue, monthlyInstalmentPaise } from './loan-instalment.ts';

describe('monthlyInstalmentPaise', () => {
  it.each([
    // ₹10,00,000 at 10 % for 10 years: the figure every bank's EMI calculator shows.
    [100_000_000, 10, 120, 1_321_507],
    // ₹5,00,000 interest-free over 50 months.
    [50_000_000, 0, 50, 1_000_000],
    // ₹1,00,000 at 12 % (1 % a month) for a year.
    [10_000_000, 12, 12, 888_488],
    // ₹20,00,000 at 8.5 % for 20 years.
    [200_000_000, 8.5, 240, 1_735_646],
    // One month: the principal plus one month's interest.
    [10_000_000, 12, 1, 10_100_000],
    // Interest-free, not evenly divisible: rounded to the nearest paisa.
    [100, 0, 3, 33],
    [0, 10, 12, 0],
  ])('₹%d paise at %d %% for %d months → %d paise', (principal, rate, months, instalment) => {
    expect(monthlyInstalmentPaise(principal, rate, months)).toBe(instalment);
  });

  it('approaches P/n as the rate approaches 0', () => {
    expect(monthlyInstalmentPaise(50_000_000, 1e-9, 50)).toBe(1_000_000);
  });

  it.each([
    [-1, 10, 12],
    [10.5, 10, 12],
    [100, -1, 12],
    [100, Number.NaN, 12],
    [100, 10, 0],
    [100, 10, 1.5],
  ])('rejects principal %d, rate %d, tenure %d', (principal, rate, months) => {
    expect(() => monthlyInstalmentPaise(principal, rate, months)).toThrow(RangeError);
  });
});

describe('instalmentsDue', () => {
  // Noon in India, so the calendar date is the same in every reading.
  const on = (date: string) => new Date(`${date}T12:00:00+05:30`);

  it.each([
    ['2024-01-15', 12, '2024-01-14', 0],
    ['2024-01-15', 12, '2024-01-15', 1],
    ['2024-01-15', 12, '2024-02-14', 1],
    ['2024-01-15', 12, '2024-02-15', 2],
    ['2024-01-15', 12, '2024-12-15', 12],
    ['2024-01-15', 12, '2030-06-01', 12],
    ['2024-01-15', 120, '2025-01-14', 12],
    ['2024-01-15', 120, '2025-01-15', 13],
    ['2024-01-15', 12, '2023-12-31', 0],
    // Month-end starts fall due on the last day of shorter months.
    ['2024-01-31', 12, '2024-02-28', 1],
    ['2024-01-31', 12, '2024-02-29', 2],
    ['2023-01-31', 12, '2023-02-28', 2],
    ['2024-01-31', 12, '2024-04-30', 4],
    ['2024-01-31', 12, '2024-05-30', 4],
    ['2024-01-31', 12, '2024-05-31', 5],
  ])('start %s, %d months, on %s → %d due', (start, tenure, today, due) => {
    expect(instalmentsDue(start, tenure, on(today))).toBe(due);
  });

  it('reads today as the Indian calendar date unless told otherwise', () => {
    // 20:00 UTC on the 14th is already 01:30 on the 15th in India.
    const instant = new Date('2024-02-14T20:00:00Z');
    expect(instalmentsDue('2024-01-15', 12, instant)).toBe(2);
    expect(instalmentsDue('2024-01-15', 12, instant, 'UTC')).toBe(1);
  });

  it.each(['2024-02-30', '2024-13-01', '15-01-2024', '2024-1-5', ''])('rejects start date "%s"', (start) => {
    expect(() => instalmentsDue(start, 12, on('2024-06-01'))).toThrow(RangeError);
  });

  it('rejects a tenure that is not a whole number of months', () => {
    expect(() => instalmentsDue('2024-01-15', 0, on('2024-06-01'))).toThrow(RangeError);
    expect(() => instalmentsDue('2024-01-15', 2.5, on('2024-06-01'))).toThrow(RangeError);
  });
});
