import type { EmiEntryInput } from '@app/shared/emi';
import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddEmi } from '../api/add-emi.ts';
import { emiErrorNotice } from '../utils/emi-error-notice.ts';
import { EmiEntryForm } from './emi-entry-form.tsx';
import { type AddEmiOutcome, EmiMessageDialog } from './emi-message-dialog.tsx';

/**
 * The Add EMI form and its Message dialog. Spec §8: a 401/403 shows 'Access Denied!' and
 * closing the dialog goes to login; anything else just closes it.
 */
export function AddEmiPanel() {
  const addEmi = useAddEmi();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<AddEmiOutcome | null>(null);

  const submit = async (entry: EmiEntryInput, receipt: File | null) => {
    try {
      setOutcome({ added: await addEmi.mutateAsync({ entry, receipt }) });
      return true;
    } catch (error) {
      setOutcome({ failure: emiErrorNotice(error) });
      return false;
    }
  };

  const close = () => {
    const denied = outcome !== null && 'failure' in outcome && outcome.failure.accessDenied;
    setOutcome(null);
    if (denied) navigate(webRoutes.login);
  };

  return (
    <>
      <EmiEntryForm sending={addEmi.isPending} onSubmit={submit} />
      <EmiMessageDialog outcome={outcome} onClose={close} />
    </>
  );
}
