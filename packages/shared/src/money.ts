/** Design §1: money is integer paise in the database and rupees (≤ 2 decimals) in JSON. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * ₹ with Indian digit grouping and at most two decimals, trailing zeros dropped: 19999 →
 * "₹19,999", 123456.5 → "₹1,23,456.5". Written out rather than with Intl.NumberFormat: the first
 * Intl formatter a page builds costs ~40 ms of main thread (160 ms on Lighthouse's slow phone)
 * while ICU loads, inside the plans page's first render. A test checks it against Intl.
 */
export function formatRupees(rupees: number): string {
  const [whole = '0', decimals = ''] = Math.abs(rupees).toFixed(2).split('.');
  const fraction = decimals.replace(/0+$/, '');
  const lastThree = whole.slice(-3);
  const leading = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const grouped = leading ? `${leading},${lastThree}` : lastThree;
  const sign = rupees < 0 && (whole !== '0' || fraction !== '') ? '-' : '';
  return `${sign}₹${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** True for a non-negative amount with at most two decimals (whole paise). */
export function isWholePaise(rupees: number): boolean {
  return Number.isFinite(rupees) && rupees >= 0 && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}
