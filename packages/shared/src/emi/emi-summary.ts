import { formatRupees, paiseToRupees } from '../money.ts';
import type { EmiRow, EmiSummary } from './emi-schemas.ts';

/** One stored EMI payment, amounts in integer paise (design §1). */
export type EmiPaymentRecord = {
  emi1Paise: number;
  emi2Paise: number;
  extraPaise: number;
  paidAt: Date;
  receiptUrl: string | null;
};

/** The administrator's borrowed amounts (EMI settings), in integer paise. */
export type EmiBorrowedPaise = { emi1Paise: number; emi2Paise: number };

/**
 * Design §3 summary: paid = sum of each column, total paid includes extra, remaining =
 * borrowed − paid, never below 0. Every sum is taken in integer paise and converted to rupees
 * once at the end, so ₹0.10 + ₹0.20 is ₹0.30, not 0.30000000000000004.
 */
export function summarizeEmi(borrowed: EmiBorrowedPaise, payments: readonly EmiPaymentRecord[]): EmiSummary {
  assertPaise(borrowed.emi1Paise, borrowed.emi2Paise);
  let paid1 = 0;
  let paid2 = 0;
  let paidExtra = 0;
  for (const payment of payments) {
    assertPaise(payment.emi1Paise, payment.emi2Paise, payment.extraPaise);
    paid1 += payment.emi1Paise;
    paid2 += payment.emi2Paise;
    paidExtra += payment.extraPaise;
  }
  const borrowedTotal = borrowed.emi1Paise + borrowed.emi2Paise;
  const paidTotal = paid1 + paid2 + paidExtra;
  // Extra amounts are prepayments against the loan as a whole: they lower the total still owed
  // but belong to neither EMI column, so they leave the EMI 1 and EMI 2 remainders untouched.
  const remaining1 = Math.max(0, borrowed.emi1Paise - paid1);
  const remaining2 = Math.max(0, borrowed.emi2Paise - paid2);
  const remainingTotal = Math.max(0, borrowedTotal - paidTotal);

  return {
    totalEmi1Amount: paiseToRupees(borrowed.emi1Paise),
    totalEmi2Amount: paiseToRupees(borrowed.emi2Paise),
    totalEmiAmount: paiseToRupees(borrowedTotal),
    totalEmi1PaidAmount: paiseToRupees(paid1),
    totalEmi2PaidAmount: paiseToRupees(paid2),
    totalExtraPaidAmount: paiseToRupees(paidExtra),
    totalPaidAmount: paiseToRupees(paidTotal),
    totalEmi1PaidValue: formatPaise(paid1),
    totalEmi2PaidValue: formatPaise(paid2),
    totalEmi1RemainingValue: formatPaise(remaining1),
    totalEmi2RemainingValue: formatPaise(remaining2),
    totalRemainingValue: formatPaise(remainingTotal),
    responseList: payments.toSorted(newestFirst).map(toEmiRow),
  };
}

/** Spec §3 EMI response row for one payment; its total includes the extra amount. */
export function toEmiRow(payment: EmiPaymentRecord): EmiRow {
  return {
    receiptUrl: payment.receiptUrl,
    emi1: paiseToRupees(payment.emi1Paise),
    emi2: paiseToRupees(payment.emi2Paise),
    extraAmount: paiseToRupees(payment.extraPaise),
    totalPaidAmount: paiseToRupees(payment.emi1Paise + payment.emi2Paise + payment.extraPaise),
    paidAt: payment.paidAt.toISOString(),
  };
}

// toSorted is stable, so payments made at the same instant keep the order they were given in.
function newestFirst(a: EmiPaymentRecord, b: EmiPaymentRecord): number {
  return b.paidAt.getTime() - a.paidAt.getTime();
}

// Same formatting as every other price on the site: ₹, en-IN grouping, no ".00" on whole rupees.
function formatPaise(paise: number): string {
  return formatRupees(paiseToRupees(paise));
}

// A fractional or negative paise figure means a caller passed rupees; fail loudly, never round.
function assertPaise(...amounts: number[]): void {
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`Expected a non-negative whole number of paise, got ${amount}`);
    }
  }
}
