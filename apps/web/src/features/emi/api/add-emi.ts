import type { EmiAdded, EmiEntryInput } from '@app/shared/emi';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emiQueryKeys } from './emi-query-keys.ts';

export type AddEmiInput = { entry: EmiEntryInput; receipt: File | null };

/**
 * POST /api/v1/emi/add (spec §7): multipart with the amounts as the JSON text of the
 * `auditRequestVo` part and the optional receipt as the `file` part.
 */
export function addEmi({ entry, receipt }: AddEmiInput): Promise<EmiAdded> {
  const form = new FormData();
  form.append('auditRequestVo', JSON.stringify(entry));
  if (receipt) form.append('file', receipt, receipt.name);
  return api.postMultipart<EmiAdded>('/api/v1/emi/add', form);
}

export function useAddEmi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emiQueryKeys.summary }),
  });
}
