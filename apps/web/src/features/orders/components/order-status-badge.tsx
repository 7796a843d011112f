import { type BadgeColour, statusBadgeColour } from '@app/shared/orders/dashboard-row';

const badgeClass: Record<BadgeColour, string> = {
  green: 'text-bg-success',
  yellow: 'text-bg-warning',
  red: 'text-bg-danger',
};

/** An order status as a coloured badge (spec §4 badge colours). */
export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`badge ${badgeClass[statusBadgeColour(status)]}`}>{status}</span>;
}
