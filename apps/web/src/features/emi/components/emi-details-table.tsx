import type { EmiRow, EmiSummary } from '@app/shared/emi';
import { formatRupees } from '@app/shared/money';
import { Table } from 'react-bootstrap';
import { formatIstDateTime } from '../../../lib/format-ist.ts';
import { emiNotices, emiTitles } from '../emi-text.ts';
import { receiptHref } from '../utils/receipt-href.ts';

const COLUMNS = ['Receipt', 'EMI 1', 'EMI 2', 'Extra', 'Total', 'EMI Paid At'];

function ReceiptCell({ row }: { row: EmiRow }) {
  const href = receiptHref(row.receiptUrl);
  if (!href) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">No receipt</span>
      </>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title="Opens the receipt in a new tab">
      View
    </a>
  );
}

const amount = (rupees: number) => <td className="text-end text-nowrap">{formatRupees(rupees)}</td>;

/** Spec §2 'EMI Details': one row per payment, then a totals row. */
export function EmiDetailsTable({ summary }: { summary: EmiSummary }) {
  const rows = summary.responseList;
  return (
    <>
      <h2 id="emi-details-title" className="h4">
        {emiTitles.details}
      </h2>
      <Table bordered striped hover responsive aria-labelledby="emi-details-title">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'Receipt' ? undefined : 'text-end text-nowrap'}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>{emiNotices.noPayments}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              // Rows carry no id; the list is fixed for the life of this table.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index}>
                <td>
                  <ReceiptCell row={row} />
                </td>
                {amount(row.emi1)}
                {amount(row.emi2)}
                {amount(row.extraAmount)}
                {amount(row.totalPaidAmount)}
                <td className="text-end text-nowrap">{formatIstDateTime(row.paidAt)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot className="fw-semibold">
          <tr>
            <th scope="row">Totals</th>
            {amount(summary.totalEmi1PaidAmount)}
            {amount(summary.totalEmi2PaidAmount)}
            {amount(summary.totalExtraPaidAmount)}
            {amount(summary.totalPaidAmount)}
            <td />
          </tr>
        </tfoot>
      </Table>
    </>
  );
}
