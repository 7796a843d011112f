import type { EmiSummary } from '@app/shared/emi';
import { formatRupees } from '@app/shared/money';
import { Table } from 'react-bootstrap';

/**
 * Spec §2 summary: borrowed, paid and remaining for EMI 1, EMI 2 and in total. The server's
 * `*Value` texts are shown where it sends them; the total paid includes extra payments.
 */
export function EmiSummaryTable({ summary }: { summary: EmiSummary }) {
  const rows: [string, string, string, string][] = [
    [
      'Borrowed Amount',
      formatRupees(summary.totalEmi1Amount),
      formatRupees(summary.totalEmi2Amount),
      formatRupees(summary.totalEmiAmount),
    ],
    [
      'Total Paid Amount',
      summary.totalEmi1PaidValue,
      summary.totalEmi2PaidValue,
      formatRupees(summary.totalPaidAmount),
    ],
    [
      'Remaining Amount',
      summary.totalEmi1RemainingValue,
      summary.totalEmi2RemainingValue,
      summary.totalRemainingValue,
    ],
  ];
  return (
    <>
      <Table bordered striped responsive className="mb-1" aria-describedby="emi-extra-note">
        <caption className="visually-hidden">EMI summary</caption>
        <thead>
          <tr>
            <td />
            <th scope="col" className="text-end">
              EMI 1
            </th>
            <th scope="col" className="text-end">
              EMI 2
            </th>
            <th scope="col" className="text-end">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...amounts]) => (
            <tr key={label}>
              <th scope="row" className="text-nowrap">
                {label}
              </th>
              {amounts.map((amount, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the three columns never move.
                <td key={column} className="text-end text-nowrap">
                  {amount}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <p id="emi-extra-note" className="small text-body-secondary mb-4">
        Total paid includes extra payments of {formatRupees(summary.totalExtraPaidAmount)}.
      </p>
    </>
  );
}
