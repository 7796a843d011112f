import { z } from 'zod';

/** Spec §9 plan keys; `custom` has no product: it opens the quote form. */
export const PLAN_KEYS = ['basic', 'standard', 'business', 'custom'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];
export type PurchasablePlanKey = Exclude<PlanKey, 'custom'>;
export const DEFAULT_PLAN_KEY: PurchasablePlanKey = 'basic';

/** A plan of the catalogue, as GET /api/v1/products answers it (spec §3 "Product"). */
export const ProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  planTitle: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  /** Rupees, one-time (web development including the first year of hosting). */
  price: z.number(),
  type: z.literal('plan'),
  selectedOption: z.enum(['basic', 'standard', 'business']),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);
