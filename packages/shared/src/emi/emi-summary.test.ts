import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '../money.ts';
import { type EmiPaymentRecord, summarizeEmi } from './emi-summary.ts';

const payment = (
  emi1Paise: number,
  emi2Paise: number,
  extraPaise: number,
  paidAt: string,
  receiptUrl: string | null = null,
): EmiPaymentRecord => ({ emi1Paise, emi2Paise, extraPaise, paidAt: new Date(paidAt), receiptUrl });

const toPaise = (rupees: number) => Math.round(rupees * 100);

describe('summarizeEmi, worked examples', () => {
  it('with no payments owes everything borrowed', () => {
    expect(summarizeEmi({ emi1Paise: 50_000_000, emi2Paise: 25_000_050 }, [])).toEqual({
      totalEmi1Amount: 500000,
      totalEmi2Amount: 250000.5,
      totalEmiAmount: 750000.5,
      totalEmi1PaidAmount: 0,
      totalEmi2PaidAmount: 0,
      totalExtraPaidAmount: 0,
      totalPaidAmount: 0,
      totalEmi1PaidValue: '₹0',
      totalEmi2PaidValue: '₹0',
      totalEmi1RemainingValue: '₹5,00,000',
      totalEmi2RemainingValue: '₹2,50,000.5',
      totalRemainingValue: '₹7,50,000.5',
      responseList: [],
    });
  });

  it('sums each column, and lists rows newest first with their own totals', () => {
    const summary = summarizeEmi({ emi1Paise: 1_000_000, emi2Paise: 500_000 }, [
      payment(10, 20, 0, '2024-01-05T10:00:00Z', '/api/v1/emi/receipts/a'),
      payment(123_456, 0, 1_000, '2024-03-05T10:00:00Z'),
      payment(0, 50_005, 0, '2024-02-05T10:00:00Z', '/api/v1/emi/receipts/b'),
    ]);
    expect(summary).toMatchObject({
      totalEmi1PaidAmount: 1234.66,
      totalEmi2PaidAmount: 500.25,
      totalExtraPaidAmount: 10,
      totalPaidAmount: 1744.91,
      totalEmi1PaidValue: '₹1,234.66',
      totalEmi2PaidValue: '₹500.25',
      totalEmi1RemainingValue: '₹8,765.34',
      totalEmi2RemainingValue: '₹4,499.75',
      totalRemainingValue: '₹13,255.09',
    });
    expect(summary.responseList).toEqual([
      {
        receiptUrl: null,
        emi1: 1234.56,
        emi2: 0,
        extraAmount: 10,
        totalPaidAmount: 1244.56,
        paidAt: '2024-03-05T10:00:00.000Z',
      },
      {
        receiptUrl: '/api/v1/emi/receipts/b',
        emi1: 0,
        emi2: 500.05,
        extraAmount: 0,
        totalPaidAmount: 500.05,
        paidAt: '2024-02-05T10:00:00.000Z',
      },
      {
        receiptUrl: '/api/v1/emi/receipts/a',
        emi1: 0.1,
        emi2: 0.2,
        extraAmount: 0,
        totalPaidAmount: 0.3,
        paidAt: '2024-01-05T10:00:00.000Z',
      },
    ]);
  });

  it('clamps remaining amounts at 0 when a column is overpaid', () => {
    const summary = summarizeEmi({ emi1Paise: 10_000, emi2Paise: 10_000 }, [
      payment(15_000, 2_500, 0, '2024-01-01T00:00:00Z'),
    ]);
    expect(summary.totalEmi1RemainingValue).toBe('₹0');
    expect(summary.totalEmi2RemainingValue).toBe('₹75');
    // 200 borrowed − 175 paid: EMI 1's overpayment counts toward the loan as a whole.
    expect(summary.totalRemainingValue).toBe('₹25');
    expect(summary.totalEmi1PaidAmount).toBe(150);
  });

  it('lets extra amounts reduce only the total remaining', () => {
    const summary = summarizeEmi({ emi1Paise: 100_000, emi2Paise: 100_000 }, [
      payment(10_000, 10_000, 30_000, '2024-01-01T00:00:00Z'),
    ]);
    expect(summary.totalEmi1RemainingValue).toBe('₹900');
    expect(summary.totalEmi2RemainingValue).toBe('₹900');
    expect(summary.totalRemainingValue).toBe('₹1,500');
    expect(summary.totalPaidAmount).toBe(500);
  });

  it('rejects amounts that are not whole paise', () => {
    expect(() => summarizeEmi({ emi1Paise: 10.5, emi2Paise: 0 }, [])).toThrow(RangeError);
    expect(() => summarizeEmi({ emi1Paise: 0, emi2Paise: 0 }, [payment(-1, 0, 0, '2024-01-01')])).toThrow(
      RangeError,
    );
  });
});

describe('summarizeEmi, properties', () => {
  const paise = fc.integer({ min: 0, max: 1_000_000_000 });
  const payments = fc.array(
    fc.record({
      emi1Paise: paise,
      emi2Paise: paise,
      extraPaise: paise,
      paidAt: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
      receiptUrl: fc.option(fc.webUrl()),
    }),
    { maxLength: 40 },
  );
  const borrowed = fc.record({ emi1Paise: paise, emi2Paise: paise });
  const sum = (list: readonly EmiPaymentRecord[], pick: (p: EmiPaymentRecord) => number) =>
    list.reduce((total, p) => total + pick(p), 0);

  it('totals equal the sums taken in paise', () => {
    fc.assert(
      fc.property(borrowed, payments, (loan, list) => {
        const summary = summarizeEmi(loan, list);
        const paid1 = sum(list, (p) => p.emi1Paise);
        const paid2 = sum(list, (p) => p.emi2Paise);
        const extra = sum(list, (p) => p.extraPaise);
        expect(toPaise(summary.totalEmi1Amount)).toBe(loan.emi1Paise);
        expect(toPaise(summary.totalEmi2Amount)).toBe(loan.emi2Paise);
        expect(toPaise(summary.totalEmiAmount)).toBe(loan.emi1Paise + loan.emi2Paise);
        expect(toPaise(summary.totalEmi1PaidAmount)).toBe(paid1);
        expect(toPaise(summary.totalEmi2PaidAmount)).toBe(paid2);
        expect(toPaise(summary.totalExtraPaidAmount)).toBe(extra);
        expect(toPaise(summary.totalPaidAmount)).toBe(paid1 + paid2 + extra);
      }),
    );
  });

  it('shows remaining amounts as borrowed − paid, never negative', () => {
    fc.assert(
      fc.property(borrowed, payments, (loan, list) => {
        const summary = summarizeEmi(loan, list);
        const paid1 = sum(list, (p) => p.emi1Paise);
        const paid2 = sum(list, (p) => p.emi2Paise);
        const paidAll = paid1 + paid2 + sum(list, (p) => p.extraPaise);
        const rupees = (paise: number) => formatRupees(Math.max(0, paise) / 100);
        expect(summary.totalEmi1RemainingValue).toBe(rupees(loan.emi1Paise - paid1));
        expect(summary.totalEmi2RemainingValue).toBe(rupees(loan.emi2Paise - paid2));
        expect(summary.totalRemainingValue).toBe(rupees(loan.emi1Paise + loan.emi2Paise - paidAll));
        for (const value of [
          summary.totalEmi1RemainingValue,
          summary.totalEmi2RemainingValue,
          summary.totalRemainingValue,
        ]) {
          expect(value).toMatch(/^₹\d/);
        }
      }),
    );
  });

  it('has one row per payment, newest first, each totalling its three amounts', () => {
    fc.assert(
      fc.property(borrowed, payments, (loan, list) => {
        const rows = summarizeEmi(loan, list).responseList;
        expect(rows).toHaveLength(list.length);
        for (const [index, row] of rows.entries()) {
          expect(toPaise(row.totalPaidAmount)).toBe(
            toPaise(row.emi1) + toPaise(row.emi2) + toPaise(row.extraAmount),
          );
          const next = rows[index + 1];
          if (next) expect(Date.parse(row.paidAt)).toBeGreaterThanOrEqual(Date.parse(next.paidAt));
        }
      }),
    );
  });
});
