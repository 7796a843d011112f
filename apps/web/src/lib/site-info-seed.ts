import type { SiteInfo } from '@app/shared/marketing';
import type { QueryClient } from '@tanstack/react-query';
import { getSiteInfoQueryOptions } from './get-site-info.ts';
import { createQueryClient } from './query-client.ts';

/** The id of the JSON data block the server puts beside pre-rendered markup. */
export const SITE_INFO_ELEMENT_ID = 'site-info';

/** A query client that already holds the company details, as the server rendered with them. */
export function seededQueryClient(siteInfo: SiteInfo | undefined): QueryClient {
  const queryClient = createQueryClient();
  if (siteInfo) queryClient.setQueryData(getSiteInfoQueryOptions().queryKey, siteInfo);
  return queryClient;
}

/** The company details the server embedded in the page, if it did. */
export function embeddedSiteInfo(): SiteInfo | undefined {
  const text = document.getElementById(SITE_INFO_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteInfo;
  } catch {
    return undefined;
  }
}
