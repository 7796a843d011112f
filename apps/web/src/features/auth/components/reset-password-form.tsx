import { authMessages } from '@app/shared/auth';
import { webRoutes } from '@app/shared/routes';
import { useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { z, zodResolver } from '../../../lib/zod.ts';
import { useResetPassword } from '../api/reset-password.ts';

// Spec §5: a mismatch is shown but does not block sending; the server has the final word.
const ResetPasswordFormSchema = z.object({
  newPassword: z.string().min(1, authMessages.newPasswordRequired),
  confirmPassword: z.string().min(1, authMessages.verifyPasswordRequired),
});

/** Sets a new password with the token from the mailed link (spec §2, §5, §8). */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'all',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, touchedFields, isValid } = formState;
  const [newPassword, confirmPassword] = watch(['newPassword', 'confirmPassword']);
  const mismatch = confirmPassword !== '' && confirmPassword !== newPassword;

  const onSubmit = handleSubmit((values) => {
    setFailure('');
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          notify.success(authMessages.passwordReset);
          navigate(webRoutes.login);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <TextField
        id="reset-new-password"
        label="New Password"
        type="password"
        autoComplete="new-password"
        error={touchedFields.newPassword ? errors.newPassword?.message : undefined}
        {...register('newPassword')}
      />
      <TextField
        id="reset-verify-password"
        label="Verify Password"
        type="password"
        autoComplete="new-password"
        error={
          (touchedFields.confirmPassword ? errors.confirmPassword?.message : undefined) ??
          (mismatch ? authMessages.verifyMismatch : undefined)
        }
        {...register('confirmPassword')}
      />
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" disabled={!isValid || reset.isPending}>
        Reset Password
      </Button>
    </Form>
  );
}
