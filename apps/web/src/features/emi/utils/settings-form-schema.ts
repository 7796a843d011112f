// lib/zod.ts first: it turns zod's JIT off before any schema parses (the CSP forbids eval).
import '../../../lib/zod.ts';
import { type EmiSettings, EmiSettingsSchema } from '@app/shared/emi';
import { z } from '../../../lib/zod.ts';
import { emiSettingsMessages } from '../emi-text.ts';
import { amountText, numberToText, optionalNumberText } from './amount-text.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const loanTermsText = z.object({
  annualRatePercent: optionalNumberText((rate) => rate >= 0 && rate <= 100, emiSettingsMessages.rate),
  tenureMonths: optionalNumberText(
    (months) => Number.isInteger(months) && months >= 1 && months <= 600,
    emiSettingsMessages.tenure,
  ),
  startDate: z
    .string()
    .refine((date) => date === '' || ISO_DATE.test(date), emiSettingsMessages.startDate)
    .transform((date) => date || null),
});

/**
 * The settings form: text boxes read into EmiSettings. Borrowed amounts use the shared rules;
 * the terms and retention repeat the shared bounds with messages a person can act on.
 */
export const EmiSettingsFormSchema = z.object({
  emi1Borrowed: amountText(EmiSettingsSchema.shape.emi1Borrowed),
  emi2Borrowed: amountText(EmiSettingsSchema.shape.emi2Borrowed),
  emi1Terms: loanTermsText,
  emi2Terms: loanTermsText,
  viewRetentionDays: z
    .string()
    .trim()
    .min(1, emiSettingsMessages.retentionRequired)
    .refine(
      (days) => /^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= 3650,
      emiSettingsMessages.retention,
    )
    .transform(Number),
});

export type EmiSettingsFormValues = z.input<typeof EmiSettingsFormSchema>;
export type EmiSettingsFormOutput = z.output<typeof EmiSettingsFormSchema>;
export type LoanKey = 'emi1' | 'emi2';

function termsToText(terms: EmiSettings['emi1Terms']) {
  return {
    annualRatePercent: numberToText(terms.annualRatePercent),
    tenureMonths: numberToText(terms.tenureMonths),
    startDate: terms.startDate ?? '',
  };
}

/** The stored settings as the form's text boxes show them. */
export function toFormValues(settings: EmiSettings): EmiSettingsFormValues {
  return {
    emi1Borrowed: String(settings.emi1Borrowed),
    emi2Borrowed: String(settings.emi2Borrowed),
    emi1Terms: termsToText(settings.emi1Terms),
    emi2Terms: termsToText(settings.emi2Terms),
    viewRetentionDays: String(settings.viewRetentionDays),
  };
}
