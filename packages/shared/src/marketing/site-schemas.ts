import { z } from 'zod';

/** Company details shown on pages, mails and invoices; they come from server configuration. */
export const SiteInfoSchema = z.object({
  companyName: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  whatsappNumber: z.string(),
  companyAddress: z.string(),
  gstin: z.string(),
  publicUrl: z.string(),
  /** How Pay Now opens the checkout: the built-in emulator page, or Cashfree's SDK. */
  paymentMode: z.enum(['emulator', 'sandbox', 'production']),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;
