import type { DomainCheckResult, DomainStatus } from '@app/shared/domains';
import { Table } from 'react-bootstrap';
import { formatMonthlyPrice } from '../../../lib/monthly-price.ts';
import { type DomainChoice, SelectDomainButton } from './select-domain-button.tsx';

// text-bg-* pairs each background with a text colour that meets WCAG AA.
const statusClass: Record<DomainStatus, string> = {
  AVAILABLE: 'text-bg-success',
  UNAVAILABLE: 'text-bg-danger',
  INVALID: 'text-bg-warning',
};

type DomainResultTableProps = {
  result: DomainCheckResult;
  selectedDomain: string | undefined;
  onSelect: (domain: DomainChoice) => void;
};

/** The searched domain (spec §2): status badge, monthly price, and Select only when it is available. */
export function DomainResultTable({ result, selectedDomain, onSelect }: DomainResultTableProps) {
  const { domainName, domainPrice, domainStatus } = result;
  return (
    <Table responsive bordered size="sm" className="align-middle">
      <caption className="caption-top">Search result</caption>
      <thead>
        <tr>
          <th scope="col">Domain</th>
          <th scope="col">Status</th>
          <th scope="col">Price/Month</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="fw-normal text-break">
            {domainName}
          </th>
          <td>
            <span className={`badge ${statusClass[domainStatus]}`}>{domainStatus}</span>
          </td>
          <td>
            {domainStatus === 'AVAILABLE' ? (
              formatMonthlyPrice(domainPrice)
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">Not for sale</span>
              </>
            )}
          </td>
          <td>
            {domainStatus === 'AVAILABLE' ? (
              <SelectDomainButton
                domain={{ domainName, domainPrice }}
                selected={selectedDomain === domainName}
                onSelect={onSelect}
              />
            ) : (
              <span className="text-body-secondary">Not available</span>
            )}
          </td>
        </tr>
      </tbody>
    </Table>
  );
}
