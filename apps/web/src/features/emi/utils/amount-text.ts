// lib/zod.ts first: it turns zod's JIT off before any schema parses (the CSP forbids eval).
import '../../../lib/zod.ts';
import { emiMessages } from '@app/shared/emi/constants';
import { z } from '../../../lib/zod.ts';

// Digits with up to two decimals ('1200', '1200.5', '.75'); no sign, no grouping commas.
const DECIMAL = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/**
 * A typed amount checked by the shared rule `amount`: an empty box reaches it as undefined, so
 * the rule's own "required" text shows; anything that is not a plain decimal is refused first.
 */
export function amountText<T extends z.ZodType<unknown, number | undefined>>(amount: T) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || DECIMAL.test(value), emiMessages.amountInvalid)
    .transform((value) => (value === '' ? undefined : Number(value)))
    .pipe(amount);
}

/** An optional number box: empty means null; otherwise a number that `check` accepts. */
export function optionalNumberText(check: (value: number) => boolean, message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+(\.\d+)?$/.test(value) && check(Number(value))), message)
    .transform((value) => (value === '' ? null : Number(value)));
}

/** The text of a number for an input box; null shows as empty. */
export function numberToText(value: number | null): string {
  return value === null ? '' : String(value);
}
