import type { SiteInfo } from '@app/shared/marketing';

export type PlaceholderValues = Record<
  'company' | keyof Omit<SiteInfo, 'companyName' | 'paymentMode'>,
  string
>;

/** Replaces each {name} in content text with its configured value; unknown names stay as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof PlaceholderValues] : whole,
  );
}
