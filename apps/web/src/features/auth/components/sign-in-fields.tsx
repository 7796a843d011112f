import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';

/** The Email and Password inputs every sign-in form shares. */
export function SignInFields(props: {
  idPrefix: string;
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  emailError?: string;
  passwordError?: string;
}) {
  return (
    <>
      <TextField
        id={`${props.idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        error={props.emailError}
        {...props.email}
      />
      <TextField
        id={`${props.idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={props.passwordError}
        {...props.password}
      />
    </>
  );
}
