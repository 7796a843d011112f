import { isValidLabel } from './domain-name.ts';

/** Design §3: at most this many available suggestions are offered. */
export const MAX_SUGGESTIONS = 6;

const NAME_VARIANTS = [
  (label: string) => `get${label}`,
  (label: string) => `my${label}`,
  (label: string) => `${label}online`,
  (label: string) => `${label}hq`,
  (label: string) => `the${label}`,
  (label: string) => `${label}india`,
];

/**
 * Domains to offer instead of (or beside) a searched one, best first: the same name under every
 * other ending sold here (in the catalogue's order), then variants of the name under the searched
 * ending. The caller keeps the first MAX_SUGGESTIONS that are available.
 */
export function suggestionCandidates(label: string, tld: string, tlds: readonly string[]): string[] {
  const otherEndings = tlds.filter((ending) => ending !== tld).map((ending) => `${label}.${ending}`);
  const preferredEnding = tlds.includes(tld) ? tld : (tlds[0] ?? tld);
  const variants = NAME_VARIANTS.map((variant) => variant(label))
    .filter(isValidLabel)
    .map((variantLabel) => `${variantLabel}.${preferredEnding}`);
  return [...new Set([...otherEndings, ...variants])];
}
