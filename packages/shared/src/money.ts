const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Design §1: money is integer paise in the database and rupees (≤ 2 decimals) in JSON. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** ₹ with Indian digit grouping: 19999 → "₹19,999", 123456.5 → "₹1,23,456.5". */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}

/** True for a non-negative amount with at most two decimals (whole paise). */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && rupees >= 0 && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}
