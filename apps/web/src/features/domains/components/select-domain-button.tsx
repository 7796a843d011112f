import { Button } from 'react-bootstrap';

export type DomainChoice = { domainName: string; domainPrice: number };

type SelectDomainButtonProps = {
  domain: DomainChoice;
  selected: boolean;
  onSelect: (domain: DomainChoice) => void;
};

/** Select for one table row, named after its domain so screen readers can tell rows apart. */
export function SelectDomainButton({ domain, selected, onSelect }: SelectDomainButtonProps) {
  if (selected) {
    return (
      <Button size="sm" variant="success" disabled aria-label={`${domain.domainName} selected`}>
        <i className="bi bi-check-lg me-1" aria-hidden="true" />
        Selected
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline-primary"
      onClick={() => onSelect(domain)}
      aria-label={`Select ${domain.domainName}`}
    >
      Select
    </Button>
  );
}
