import type { EmiAdded } from '@app/shared/emi';
import { formatRupees } from '@app/shared/money';
import { Fragment } from 'react';
import { formatIstDateTime } from '../../../lib/format-ist.ts';
import { receiptHref } from '../utils/receipt-href.ts';

/** The recorded payment, as the Message dialog shows it after a successful Add EMI. */
export function EmiAddedDetails({ added }: { added: EmiAdded }) {
  const href = receiptHref(added.receiptUrl);
  const rows: [string, string][] = [
    ['EMI 1', formatRupees(added.emi1)],
    ['EMI 2', formatRupees(added.emi2)],
    ['Extra Amount', formatRupees(added.extraAmount)],
    ['Total', formatRupees(added.emi1 + added.emi2 + added.extraAmount)],
    ['Paid at', formatIstDateTime(added.paidAt)],
  ];
  return (
    <>
      <p className="fw-semibold">{added.message}</p>
      <dl className="row mb-0">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="col-5">{term}</dt>
            <dd className="col-7 mb-1">{value}</dd>
          </Fragment>
        ))}
        <dt className="col-5">Receipt</dt>
        <dd className="col-7 mb-0">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              View
            </a>
          ) : (
            'None'
          )}
        </dd>
      </dl>
    </>
  );
}
