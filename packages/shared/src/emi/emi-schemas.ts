import { z } from 'zod';
import { isWholePaise } from '../money.ts';
import {
  DEFAULT_VIEW_RETENTION_DAYS,
  EMI_BROWSERS,
  EMI_DEVICES,
  EMI_MAX_RUPEES,
  emiMessages,
} from './emi-constants.ts';

/** A rupee amount: ≥ 0, whole paise, at most ₹1 crore. */
const rupees = (required: string) =>
  z
    .number({ error: required })
    .refine(isWholePaise, emiMessages.amountInvalid)
    .refine((value) => value <= EMI_MAX_RUPEES, emiMessages.amountTooLarge);

/** Spec §3 EMI entry form, sent as the `auditRequestVo` part of POST /api/v1/emi/add. */
export const EmiEntryInputSchema = z
  .object({
    emi1: rupees(emiMessages.emi1Required),
    emi2: rupees(emiMessages.emi2Required),
    extraAmount: rupees(emiMessages.extraRequired),
  })
  .refine((entry) => entry.emi1 + entry.emi2 + entry.extraAmount > 0, {
    message: emiMessages.allZero,
    path: ['emi1'],
  });
export type EmiEntryInput = z.infer<typeof EmiEntryInputSchema>;

/** POST /api/v1/emi/add answers with what was stored. */
export const EmiAddedSchema = z.object({
  message: z.string(),
  emiId: z.string(),
  emi1: z.number(),
  emi2: z.number(),
  extraAmount: z.number(),
  paidAt: z.string(),
  receiptUrl: z.string().nullable(),
});
export type EmiAdded = z.infer<typeof EmiAddedSchema>;

/** Spec §3 EMI summary request (POST /api/v1/emi/summary, no token). */
export const EmiSummaryRequestSchema = z.object({
  ip: z.string().trim().max(64).default(''),
  device: z.enum(EMI_DEVICES).catch('Unknown OS'),
  browser: z.enum(EMI_BROWSERS).catch('Unknown Browser'),
});
export type EmiSummaryRequest = z.input<typeof EmiSummaryRequestSchema>;

/** Spec §3 EMI response row; amounts in rupees, paidAt ISO 8601. */
export const EmiRowSchema = z.object({
  receiptUrl: z.string().nullable(),
  emi1: z.number(),
  emi2: z.number(),
  extraAmount: z.number(),
  totalPaidAmount: z.number(),
  paidAt: z.string(),
});
export type EmiRow = z.infer<typeof EmiRowSchema>;

/** Spec §3 EMI summary response; `*Value` fields are the figures formatted en-IN with ₹. */
export const EmiSummarySchema = z.object({
  totalEmi1Amount: z.number(),
  totalEmi2Amount: z.number(),
  totalEmiAmount: z.number(),
  totalEmi1PaidAmount: z.number(),
  totalEmi2PaidAmount: z.number(),
  totalExtraPaidAmount: z.number(),
  totalPaidAmount: z.number(),
  totalEmi1PaidValue: z.string(),
  totalEmi2PaidValue: z.string(),
  totalEmi1RemainingValue: z.string(),
  totalEmi2RemainingValue: z.string(),
  totalRemainingValue: z.string(),
  responseList: z.array(EmiRowSchema),
});
export type EmiSummary = z.infer<typeof EmiSummarySchema>;

// A real loan's first instalment; PostgreSQL has no year 0, which z.iso.date() lets through.
const loanYear = (date: string) => {
  const year = Number(date.slice(0, 4));
  return year >= 1900 && year <= 2999;
};

const loanTerms = z.object({
  /** Annual interest rate in per cent, e.g. 10.5. */
  annualRatePercent: z.number().min(0).max(100).nullable(),
  tenureMonths: z.number().int().min(1).max(600).nullable(),
  /** First instalment date, YYYY-MM-DD. */
  startDate: z.iso.date().refine(loanYear, emiMessages.startDateRange).nullable(),
});

/** GET/PUT /api/v1/emi/settings (administrator). */
export const EmiSettingsSchema = z.object({
  emi1Borrowed: rupees('Borrowed amount of EMI 1 required!'),
  emi2Borrowed: rupees('Borrowed amount of EMI 2 required!'),
  emi1Terms: loanTerms,
  emi2Terms: loanTerms,
  viewRetentionDays: z.number().int().min(1).max(3650).default(DEFAULT_VIEW_RETENTION_DAYS),
});
export type EmiSettings = z.infer<typeof EmiSettingsSchema>;

/** One recorded view of the summary (GET /api/v1/emi/views, administrator). */
export const EmiViewSchema = z.object({
  viewId: z.string(),
  viewedAt: z.string(),
  serverIp: z.string(),
  clientIp: z.string(),
  device: z.string(),
  browser: z.string(),
  userAgent: z.string(),
});
export type EmiView = z.infer<typeof EmiViewSchema>;

export const EmiViewsPageSchema = z.object({
  views: z.array(EmiViewSchema),
  totalViews: z.number().int(),
  totalPages: z.number().int(),
});
export type EmiViewsPage = z.infer<typeof EmiViewsPageSchema>;
