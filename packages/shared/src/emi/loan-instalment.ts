/*
 * The optional loan projection shown beside the EMI settings (annual rate, tenure, start date).
 * It is a guide for the administrator, never a figure the summary's arithmetic depends on.
 */

/**
 * The monthly instalment of a reducing-balance loan, in whole paise:
 * P·r·(1+r)^n / ((1+r)^n − 1) with r = annual % / 12 / 100, and P/n when r = 0.
 */
export function monthlyInstalmentPaise(
  principalPaise: number,
  annualRatePercent: number,
  tenureMonths: number,
): number {
  if (!Number.isSafeInteger(principalPaise) || principalPaise < 0) {
    throw new RangeError(`Principal must be a non-negative whole number of paise, got ${principalPaise}`);
  }
  if (!Number.isFinite(annualRatePercent) || annualRatePercent < 0) {
    throw new RangeError(`Annual rate must be 0 or more, got ${annualRatePercent}`);
  }
  assertTenure(tenureMonths);
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return Math.round(principalPaise / tenureMonths);
  // (1+r)^n − 1 through expm1/log1p keeps its precision when r is tiny (e.g. 0.01 % a year).
  const growthMinusOne = Math.expm1(tenureMonths * Math.log1p(r));
  return Math.round((principalPaise * r * (growthMinusOne + 1)) / growthMinusOne);
}

/**
 * How many monthly instalments have fallen due by `today`: the first on `startDate`
 * (YYYY-MM-DD), then the same day of each later month — or that month's last day when it is
 * shorter (a loan starting 31 January is due 29 February in a leap year). 0 before the start,
 * never more than the tenure. `today` is read as a calendar date in `timeZone`, India's by
 * default, since that is where the instalments are paid.
 */
export function instalmentsDue(
  startDate: string,
  tenureMonths: number,
  today: Date,
  timeZone = 'Asia/Kolkata',
): number {
  assertTenure(tenureMonths);
  const start = parseIsoDate(startDate);
  const now = calendarDate(today, timeZone);
  const monthsElapsed = (now.year - start.year) * 12 + (now.month - start.month);
  if (monthsElapsed < 0) return 0;
  const dueDayThisMonth = Math.min(start.day, daysInMonth(now.year, now.month));
  const due = monthsElapsed + (now.day >= dueDayThisMonth ? 1 : 0);
  return Math.min(due, tenureMonths);
}

type CalendarDate = { year: number; month: number; day: number };

function assertTenure(tenureMonths: number): void {
  if (!Number.isSafeInteger(tenureMonths) || tenureMonths < 1) {
    throw new RangeError(`Tenure must be a whole number of months, 1 or more, got ${tenureMonths}`);
  }
}

function parseIsoDate(text: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`Expected a date as YYYY-MM-DD, got "${text}"`);
  }
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`No such date: "${text}"`);
  }
  return { year, month, day };
}

function calendarDate(instant: Date, timeZone: string): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('today is an invalid Date');
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** month is 1–12; Gregorian leap years. */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
