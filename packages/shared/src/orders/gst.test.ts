import { describe, expect, it } from 'vitest';
import { financialYearOf, formatInvoiceNumber, gstBreakdown, gstinStateCode } from './gst.ts';

const karnataka = { sellerStateCode: '29', buyerStateCode: '29' };

describe('gstBreakdown', () => {
  it.each([
    // total, taxable, cgst, sgst
    [0, 0, 0, 0],
    [1, 1, 0, 0],
    [2, 2, 0, 0],
    [118, 100, 9, 9],
    [11_800, 10_000, 900, 900],
    [499_900, 423_644, 38_128, 38_128],
    [509_800, 432_034, 38_883, 38_883],
    [999_900, 847_373, 76_264, 76_263],
    [1_999_900, 1_694_831, 152_535, 152_534],
    [99_999_999_999, 84_745_762_711, 7_627_118_644, 7_627_118_644],
  ])('intra-state %d paise → taxable %d + CGST %d + SGST %d', (total, taxable, cgst, sgst) => {
    expect(gstBreakdown(total, karnataka)).toEqual({
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: 0,
      totalPaise: total,
      interState: false,
    });
  });

  it.each([
    [509_800, 432_034, 77_766],
    [999_900, 847_373, 152_527],
  ])('inter-state %d paise → taxable %d + IGST %d', (total, taxable, igst) => {
    expect(gstBreakdown(total, { sellerStateCode: '29', buyerStateCode: '27' })).toEqual({
      taxablePaise: taxable,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: igst,
      totalPaise: total,
      interState: true,
    });
  });

  it.each([undefined, null])('taxes a buyer of unknown state (%s) at the supplier location', (buyer) => {
    const split = gstBreakdown(509_800, { sellerStateCode: '29', buyerStateCode: buyer });
    expect(split).toMatchObject({ interState: false, cgstPaise: 38_883, sgstPaise: 38_883, igstPaise: 0 });
  });

  it('adds up to the total to the paisa and keeps the tax within a paisa of 18 %', () => {
    const wrong: number[] = [];
    for (let total = 0; total <= 50_000; total += 7) {
      for (const buyerStateCode of ['29', '07']) {
        const s = gstBreakdown(total, { sellerStateCode: '29', buyerStateCode });
        const tax = s.cgstPaise + s.sgstPaise + s.igstPaise;
        const ok =
          s.taxablePaise + tax === total &&
          Math.abs(tax - s.taxablePaise * 0.18) <= 1 &&
          Math.abs(s.cgstPaise - s.sgstPaise) <= 1;
        if (!ok) wrong.push(total);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each([-1, 0.5, Number.NaN])('refuses %d paise', (total) => {
    expect(() => gstBreakdown(total, karnataka)).toThrow(RangeError);
  });
});

describe('gstinStateCode', () => {
  it.each([
    ['29ABCDE1234F1Z5', '29'],
    ['07AAACB1234C1Z9', '07'],
    ['99ABCDE1234F1Z5', undefined],
    ['', undefined],
  ])('%s → %s', (gstin, code) => {
    expect(gstinStateCode(gstin)).toBe(code);
  });
});

describe('financialYearOf', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', '2025-26'], // 31 Mar 2026 23:59:59.999 IST
    ['2026-03-31T18:30:00.000Z', '2026-27'], // 1 Apr 2026 00:00 IST
    ['2026-04-01T00:00:00.000Z', '2026-27'],
    ['2026-11-22T10:45:12.000Z', '2026-27'],
    ['2026-12-31T18:30:00.000Z', '2026-27'], // 1 Jan 2027 IST
    ['2027-03-31T18:29:59.999Z', '2026-27'],
    ['2027-03-31T18:30:00.000Z', '2027-28'],
    ['2099-06-01T00:00:00.000Z', '2099-00'],
    ['2009-04-01T00:00:00.000Z', '2009-10'],
  ])('%s → %s', (iso, fy) => {
    expect(financialYearOf(new Date(iso))).toBe(fy);
  });
});

describe('formatInvoiceNumber', () => {
  it.each([
    ['2026-27', 1, 'INV/26-27/000001'],
    ['2026-27', 42, 'INV/26-27/000042'],
    ['2027-28', 999_999, 'INV/27-28/999999'],
    ['2027-28', 1_000_000, 'INV/27-28/1000000'],
  ])('(%s, %d) → %s', (fy, n, text) => {
    expect(formatInvoiceNumber(fy, n)).toBe(text);
  });

  it.each([
    ['2026-27', 0],
    ['2026-27', 1.5],
    ['2026', 1],
    ['26-27', 1],
  ])('refuses (%s, %d)', (fy, n) => {
    expect(() => formatInvoiceNumber(fy, n)).toThrow(RangeError);
  });
});

describe('invoice number length', () => {
  it('fits the 16 characters of GST Rule 46(b) up to 999,999 invoices a year', () => {
    expect(formatInvoiceNumber('2026-27', 999_999)).toHaveLength(16);
  });
});
