import { DEFAULT_COMPANY_NAME, useSiteInfo } from '../../../lib/get-site-info.ts';
import type { PlaceholderValues } from './fill-placeholders.ts';

/** Company details for content text; readable wording stands in until the server answers. */
export function usePlaceholderValues(): PlaceholderValues {
  const { data } = useSiteInfo();
  return {
    company: data?.companyName || DEFAULT_COMPANY_NAME,
    supportEmail: data?.supportEmail || 'our support email',
    supportPhone: data?.supportPhone || 'our support phone number',
    whatsappNumber: data?.whatsappNumber || '',
    companyAddress: data?.companyAddress || 'our registered office',
    gstin: data?.gstin || '',
    publicUrl: data?.publicUrl || '',
  };
}
