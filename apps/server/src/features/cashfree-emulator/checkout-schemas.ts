import { z } from 'zod';

// Messages here are shown to the person paying, beside the field they concern.
const session = z.string({ error: 'The payment session is missing.' }).min(1).max(200);

/** A card is good through the last day of its expiry month. */
function notExpired(expiry: string, now = new Date()): boolean {
  const [month, year] = expiry.split('/').map(Number);
  if (!month || year === undefined) return false;
  return new Date(Date.UTC(2000 + year, month, 1)).getTime() > now.getTime();
}

export const CheckoutQuerySchema = z.object({ payment_session_id: z.string().max(200).optional() });

export const PayInputSchema = z.object({
  payment_session_id: session,
  card_number: z
    .string({ error: 'Enter the card number.' })
    .trim()
    .min(1, 'Enter the card number.')
    .max(30, 'Use one of the test cards listed on this page.'),
  card_holder_name: z
    .string({ error: 'Enter the name on the card.' })
    .trim()
    .min(1, 'Enter the name on the card.')
    .max(100, 'The name is too long.'),
  card_expiry: z
    .string({ error: 'Enter the expiry date as MM/YY.' })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry date as MM/YY, for example 12/30.')
    .refine((value) => notExpired(value), 'This card has expired; use a future date.'),
  card_cvv: z
    .string({ error: 'Enter the CVV.' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3- or 4-digit CVV.'),
});
export type PayInput = z.infer<typeof PayInputSchema>;

export const DropInputSchema = z.object({ payment_session_id: session });

/** What the page's script needs to tell the embedding window (design §3). */
export const CheckoutResultSchema = z.object({
  status: z.enum(['SUCCESS', 'FAILED', 'USER_DROPPED']),
  order_id: z.string(),
  payment_message: z.string(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
