import { formatRupees } from '@app/shared/money';

/** A domain's monthly fee as shown in the shop: 'Free' (the .in domain) or '₹99/month'. */
export function formatMonthlyPrice(rupees: number): string {
  return rupees === 0 ? 'Free' : `${formatRupees(rupees)}/month`;
}
