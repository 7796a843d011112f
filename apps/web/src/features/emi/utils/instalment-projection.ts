import { monthlyInstalmentPaise } from '@app/shared/emi/loan-instalment';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@app/shared/money';

/**
 * The monthly instalment the typed loan terms imply, as ₹ text, or null while the amount, rate
 * or tenure is missing or not a valid figure (the projection is a guide, never an error).
 */
export function projectedInstalment(
  borrowed: string,
  annualRate: string,
  tenureMonths: string,
): string | null {
  if (![borrowed, annualRate, tenureMonths].every((text) => text.trim() !== '')) return null;
  try {
    const paise = monthlyInstalmentPaise(
      rupeesToPaise(Number(borrowed)),
      Number(annualRate),
      Number(tenureMonths),
    );
    return formatRupees(paiseToRupees(paise));
  } catch {
    return null;
  }
}
