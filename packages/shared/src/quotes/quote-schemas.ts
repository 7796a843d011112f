import { z } from 'zod';
import { authMessages } from '../auth/messages.ts';
import { EMAIL_PATTERN, isProperName, isValidMobile, normalizeEmail } from '../auth/validation.ts';

/** Spec §5/§9: the description of a custom requirement holds at most 1000 characters. */
export const QUOTE_DESCRIPTION_MAX = 1000;

export const quoteMessages = {
  descriptionRequired: 'Description of Requirement is required',
  descriptionTooLong: `Description can be at most ${QUOTE_DESCRIPTION_MAX} characters`,
  sent: 'Thank you! Your quote request has been sent. We will get back to you within 2 working days.',
} as const;

/** The custom quote form (design §3): the same rules as customer sign-up for name, mobile, email. */
export const QuoteInputSchema = z.object({
  name: z.string().trim().max(100).refine(isProperName, authMessages.properName),
  mobile: z
    .string()
    .trim()
    .min(1, authMessages.mobileRequired)
    .refine(isValidMobile, authMessages.invalidMobile),
  email: z
    .string()
    .trim()
    .min(1, authMessages.customerEmailRequired)
    .max(254)
    .regex(EMAIL_PATTERN, authMessages.invalidEmail)
    .transform(normalizeEmail),
  description: z
    .string()
    .trim()
    .min(1, quoteMessages.descriptionRequired)
    .max(QUOTE_DESCRIPTION_MAX, quoteMessages.descriptionTooLong),
});
export type QuoteInput = z.input<typeof QuoteInputSchema>;

export const QuoteSchema = z.object({
  quoteId: z.string(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteCreatedSchema = z.object({ quoteId: z.string(), message: z.string() });

export const QuoteListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(25),
});

export const QuotePageSchema = z.object({
  quotes: z.array(QuoteSchema),
  totalQuotes: z.number().int(),
  totalPages: z.number().int(),
});
export type QuotePage = z.infer<typeof QuotePageSchema>;
