import type { EmiSettings } from '@app/shared/emi';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emiQueryKeys } from './emi-query-keys.ts';

/** GET /api/v1/emi/settings (administrator): borrowed amounts, loan terms, view retention. */
export function getEmiSettings(): Promise<EmiSettings> {
  return api.get<EmiSettings>('/api/v1/emi/settings');
}

export function getEmiSettingsQueryOptions() {
  return queryOptions({ queryKey: emiQueryKeys.settings, queryFn: getEmiSettings });
}

export function useEmiSettings() {
  return useQuery(getEmiSettingsQueryOptions());
}
