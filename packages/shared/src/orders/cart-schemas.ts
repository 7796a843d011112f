import { z } from 'zod';
import type { Cart } from './cart.ts';

const CartItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  planTitle: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  price: z.number().nonnegative(),
  selectedQuantity: z.number().int().positive(),
  type: z.enum(['plan', 'domain']),
  selectedOption: z.enum(['basic', 'standard', 'business', 'domain']),
  domainPrice: z.number().nonnegative(),
});

export const CartSchema = z.array(CartItemSchema);

/** Reads a cart kept as JSON in browser storage; anything unreadable is an empty cart. */
export function parseStoredCart(json: string | null): Cart {
  if (!json) return [];
  try {
    const parsed = CartSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
