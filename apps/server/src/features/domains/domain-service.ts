import {
  type DomainCheckResult,
  INVALID_DOMAIN_MESSAGE,
  MAX_SUGGESTIONS,
  normalizeDomainInput,
  parseDomainName,
  suggestionCandidates,
} from '@app/shared/domains';
import { formatRupees } from '@app/shared/money';
import { AppError } from '../../http-errors.ts';
import type { Availability, DomainRegistry } from './domain-registry.ts';
import type { TldPrices } from './tld-prices-repository.ts';

export const REGISTRY_DOWN_MESSAGE =
  'The domain registry is not answering right now. Please try again in a minute.';

/**
 * The domain search of the cart (spec §3, design §3): whether a name can be bought, at what
 * monthly price, and up to six available names to offer instead or beside it.
 */
export function createDomainService(deps: { tldPrices: TldPrices; registry: DomainRegistry }) {
  async function check(input: string): Promise<DomainCheckResult> {
    const prices = await deps.tldPrices.list();
    const tlds = prices.map((entry) => entry.tld);
    const priceOf = new Map(prices.map((entry) => [entry.tld, entry.price]));
    const parsed = parseDomainName(input, tlds);

    if (!parsed.ok && parsed.reason === 'syntax') {
      return invalid(normalizeDomainInput(input), INVALID_DOMAIN_MESSAGE, {});
    }
    if (!parsed.ok) {
      // Not an ending sold here: say which are, and offer the same name under them.
      const candidates = suggestionCandidates(parsed.label, parsed.tld, tlds);
      const availability = await deps.registry.lookup(candidates);
      const endings = tlds.map((tld) => `.${tld}`).join(', ');
      return invalid(
        normalizeDomainInput(input),
        `We do not offer .${parsed.tld} domains. Choose one of: ${endings}.`,
        pickSuggestions(candidates, availability, tlds, priceOf),
      );
    }

    const { name, label, tld } = parsed.domain;
    const candidates = suggestionCandidates(label, tld, tlds);
    const availability = await deps.registry.lookup([name, ...candidates]);
    const status = availability.get(name) ?? 'unknown';
    if (status === 'unknown') {
      throw new AppError(503, REGISTRY_DOWN_MESSAGE, undefined, { 'retry-after': '60' });
    }

    const domainPrice = priceOf.get(tld) ?? 0;
    const suggestedDomains = pickSuggestions(candidates, availability, tlds, priceOf);
    if (status === 'available') {
      return {
        domainName: name,
        domainStatus: 'AVAILABLE',
        domainPrice,
        suggestedDomains,
        message: availableMessage(name, tld, domainPrice),
      };
    }
    const hint =
      Object.keys(suggestedDomains).length > 0 ? 'Try one of the suggested domains.' : 'Try another name.';
    return {
      domainName: name,
      domainStatus: 'UNAVAILABLE',
      domainPrice,
      suggestedDomains,
      message: `${name} is already registered. ${hint}`,
    };
  }

  return { check };
}

export type DomainService = ReturnType<typeof createDomainService>;

function invalid(domainName: string, message: string, suggestedDomains: Record<string, number>) {
  return { domainName, domainStatus: 'INVALID', domainPrice: 0, suggestedDomains, message } as const;
}

function availableMessage(name: string, tld: string, price: number): string {
  return price === 0
    ? `${name} is available, and .${tld} domains are free.`
    : `${name} is available for ${formatRupees(price)} a month.`;
}

/** The first MAX_SUGGESTIONS candidates known to be available, in candidate order. */
function pickSuggestions(
  candidates: string[],
  availability: Map<string, Availability>,
  tlds: string[],
  priceOf: Map<string, number>,
): Record<string, number> {
  const picked: Record<string, number> = {};
  let count = 0;
  for (const candidate of candidates) {
    if (count === MAX_SUGGESTIONS) break;
    if (availability.get(candidate) !== 'available') continue;
    const parsed = parseDomainName(candidate, tlds);
    const price = parsed.ok ? priceOf.get(parsed.domain.tld) : undefined;
    if (price === undefined) continue;
    picked[candidate] = price;
    count++;
  }
  return picked;
}
