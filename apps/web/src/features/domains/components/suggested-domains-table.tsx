import { Table } from 'react-bootstrap';
import { formatMonthlyPrice } from '../../../lib/monthly-price.ts';
import { type DomainChoice, SelectDomainButton } from './select-domain-button.tsx';

type SuggestedDomainsTableProps = {
  suggestions: Record<string, number>;
  selectedDomain: string | undefined;
  onSelect: (domain: DomainChoice) => void;
};

/** Available alternatives to the searched domain, in the server's order (best first). */
export function SuggestedDomainsTable({ suggestions, selectedDomain, onSelect }: SuggestedDomainsTableProps) {
  return (
    <Table responsive bordered size="sm" className="align-middle">
      <caption className="caption-top">Suggested domains</caption>
      <thead>
        <tr>
          <th scope="col">Domain</th>
          <th scope="col">Price</th>
          <th scope="col">Select</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(suggestions).map(([domainName, domainPrice]) => (
          <tr key={domainName}>
            <th scope="row" className="fw-normal text-break">
              {domainName}
            </th>
            <td>{formatMonthlyPrice(domainPrice)}</td>
            <td>
              <SelectDomainButton
                domain={{ domainName, domainPrice }}
                selected={selectedDomain === domainName}
                onSelect={onSelect}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
