import type { EmiSettings } from '@app/shared/emi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emiQueryKeys } from './emi-query-keys.ts';

/** PUT /api/v1/emi/settings (administrator); answers with the settings as stored. */
export function saveEmiSettings(settings: EmiSettings): Promise<EmiSettings> {
  return api.put<EmiSettings>('/api/v1/emi/settings', settings);
}

export function useSaveEmiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmiSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(emiQueryKeys.settings, saved);
      // Borrowed amounts feed the summary's remaining figures.
      return queryClient.invalidateQueries({ queryKey: emiQueryKeys.summary });
    },
  });
}
