/** Spec §5: the text shown for a domain that cannot be searched. */
export const INVALID_DOMAIN_MESSAGE = 'Please, enter valid domain';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAX_DOMAIN_LENGTH = 253;

/** Trims, lower-cases and drops a trailing dot: how a typed domain is compared and stored. */
export function normalizeDomainInput(input: string): string {
  return input.trim().toLowerCase().replace(/\.$/, '');
}

/** A DNS label of letters, digits and inner hyphens, 1–63 characters (RFC 1035, punycode ok). */
export function isValidLabel(label: string): boolean {
  return LABEL.test(label);
}

/**
 * Syntax alone, as the browser checks before searching: at least a name and an ending, valid
 * labels, at most 253 characters. Which endings are sold is the server's call.
 */
export function isDomainSyntaxValid(input: string): boolean {
  const name = normalizeDomainInput(input);
  if (name.length === 0 || name.length > MAX_DOMAIN_LENGTH) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every(isValidLabel) && /[a-z]/.test(labels.at(-1) ?? '');
}

export type ParsedDomain = { name: string; label: string; tld: string };

export type DomainParseResult =
  | { ok: true; domain: ParsedDomain }
  | { ok: false; reason: 'syntax' }
  | { ok: false; reason: 'unsupported-tld'; label: string; tld: string };

/**
 * Splits a domain into the name a customer registers and one of the endings sold here (the
 * longest that matches, so "shop.co.in" is "shop" + "co.in"). Subdomains ("www.shop.in") are
 * not registrable and count as bad syntax.
 */
export function parseDomainName(input: string, supportedTlds: readonly string[]): DomainParseResult {
  const name = normalizeDomainInput(input);
  if (!isDomainSyntaxValid(name)) return { ok: false, reason: 'syntax' };
  const tld = [...supportedTlds]
    .sort((a, b) => b.length - a.length)
    .find((ending) => name.endsWith(`.${ending}`));
  if (!tld) {
    const dot = name.indexOf('.');
    return { ok: false, reason: 'unsupported-tld', label: name.slice(0, dot), tld: name.slice(dot + 1) };
  }
  const label = name.slice(0, -(tld.length + 1));
  if (!isValidLabel(label)) return { ok: false, reason: 'syntax' };
  return { ok: true, domain: { name, label, tld } };
}
