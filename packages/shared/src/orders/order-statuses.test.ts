import { describe, expect, it } from 'vitest';
import { adminStatusChanges, canAdminChangeStatus, ORDER_STATUSES } from './order-statuses.ts';

describe('administrator status changes', () => {
  it.each([
    ['Paid', 'InProgress', true],
    ['InProgress', 'Complete', true],
    ['Pending', 'Canceled', true],
    ['OnHold', 'InProgress', true],
    ['Complete', 'InProgress', true],
    ['Pending', 'Paid', false],
    ['Failed', 'Paid', false],
    ['Paid', 'Pending', false],
    ['Canceled', 'InProgress', false],
    ['Paid', 'Paid', false],
  ] as const)('%s → %s is %s', (from, to, allowed) => {
    expect(canAdminChangeStatus(from, to)).toBe(allowed);
  });

  it('never lets an administrator set Paid', () => {
    for (const status of ORDER_STATUSES) expect(adminStatusChanges(status)).not.toContain('Paid');
  });
});
