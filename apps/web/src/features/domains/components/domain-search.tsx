import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { useCheckDomain } from '../api/check-domain.ts';
import { DomainResultTable } from './domain-result-table.tsx';
import { DomainSearchForm } from './domain-search-form.tsx';
import type { DomainChoice } from './select-domain-button.tsx';
import { SuggestedDomainsTable } from './suggested-domains-table.tsx';

type DomainSearchProps = {
  /** The domain already in the cart, shown as selected. */
  selectedDomain: string | undefined;
  onSelect: (domain: DomainChoice) => void;
};

/**
 * Search, result and suggestions (spec §2). Spec §8: the server's message comes back as a
 * Warning toast, a failed search as an Error toast.
 */
export function DomainSearch({ selectedDomain, onSelect }: DomainSearchProps) {
  const check = useCheckDomain();
  const result = check.data;

  const search = (domainName: string) =>
    check.mutate(domainName, {
      onSuccess: (answer) => notify.warning(answer.message),
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <>
      <DomainSearchForm onSearch={search} searching={check.isPending} />
      {result ? (
        <div className="mt-3">
          <DomainResultTable result={result} selectedDomain={selectedDomain} onSelect={onSelect} />
          {Object.keys(result.suggestedDomains).length > 0 ? (
            <SuggestedDomainsTable
              suggestions={result.suggestedDomains}
              selectedDomain={selectedDomain}
              onSelect={onSelect}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
