import { PAGE_DATA_ELEMENT_ID, type PrerenderedPageData } from '@app/shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { getProductsQueryOptions } from '../features/catalog/api/get-products.ts';
import { getSiteInfoQueryOptions } from './get-site-info.ts';
import { createQueryClient } from './query-client.ts';

/** A query client that already holds what the server rendered with. */
export function seededQueryClient(data: PrerenderedPageData | undefined): QueryClient {
  const queryClient = createQueryClient();
  if (data) {
    queryClient.setQueryData(getSiteInfoQueryOptions().queryKey, data.siteInfo);
    queryClient.setQueryData(getProductsQueryOptions().queryKey, data.products);
  }
  return queryClient;
}

/** What the server embedded in the page, if it did. */
export function embeddedPageData(): PrerenderedPageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PrerenderedPageData;
  } catch {
    return undefined;
  }
}
