import { z } from 'zod';
import { INVALID_DOMAIN_MESSAGE } from './domain-name.ts';

export const DomainStatusSchema = z.enum(['AVAILABLE', 'UNAVAILABLE', 'INVALID']);
export type DomainStatus = z.infer<typeof DomainStatusSchema>;

export const DomainCheckQuerySchema = z.object({
  name: z
    .string({ error: INVALID_DOMAIN_MESSAGE })
    .trim()
    .min(1, INVALID_DOMAIN_MESSAGE)
    .max(300, INVALID_DOMAIN_MESSAGE),
});

/** Spec §3 "Domain search result"; prices are rupees per month. */
export const DomainCheckResultSchema = z.object({
  domainName: z.string(),
  domainStatus: DomainStatusSchema,
  domainPrice: z.number(),
  /** Available domains to offer instead, name → monthly price, best first. */
  suggestedDomains: z.record(z.string(), z.number()),
  message: z.string(),
});
export type DomainCheckResult = z.infer<typeof DomainCheckResultSchema>;

export const TldPriceSchema = z.object({ tld: z.string(), price: z.number() });
export type TldPrice = z.infer<typeof TldPriceSchema>;
