import type { Product } from '@app/shared/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/v1/products (public): the plans on sale. */
export function getProducts(): Promise<Product[]> {
  return api.get<Product[]>('/api/v1/products', { auth: false });
}

export function getProductsQueryOptions() {
  // The catalogue changes rarely; one load per visit is enough.
  return queryOptions({ queryKey: ['products'], queryFn: getProducts, staleTime: 5 * 60_000 });
}

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
