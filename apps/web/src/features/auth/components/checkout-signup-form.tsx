import {
  authMessages,
  isProperName,
  isStrongEnoughPassword,
  isValidEmail,
  isValidMobile,
  normalizeEmail,
} from '@app/shared/auth';
import { Button, Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/text-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.tsx';
import { z, zodResolver } from '../../../lib/zod.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { useCompleteCheckoutSignIn } from './use-complete-checkout-sign-in.ts';

const CheckoutSignupFormSchema = z
  .object({
    customerName: z.string().refine(isProperName, authMessages.properName),
    customerEmail: z
      .string()
      .trim()
      .min(1, authMessages.customerEmailRequired)
      .refine(isValidEmail, authMessages.invalidEmail),
    mobile: z
      .string()
      .trim()
      .min(1, authMessages.mobileRequired)
      .refine(isValidMobile, authMessages.invalidMobile),
    password: z.string().refine(isStrongEnoughPassword, authMessages.passwordRule),
    confirmPassword: z.string().min(1, authMessages.confirmRequired),
  })
  .refine((values) => values.confirmPassword === values.password, {
    message: authMessages.confirmMismatch,
    path: ['confirmPassword'],
  });

type Field = keyof z.input<typeof CheckoutSignupFormSchema>;

const emptyForm = { customerName: '', customerEmail: '', mobile: '', password: '', confirmPassword: '' };

/**
 * Customer sign-up during checkout (spec §2, §5). Errors appear after a submit attempt and clear
 * as each field is edited; a confirm-password mismatch shows while typing.
 */
export function CheckoutSignupForm() {
  const registerUser = useRegisterUser();
  const completeSignIn = useCompleteCheckoutSignIn();
  const { register, handleSubmit, clearErrors, watch, formState } = useForm({
    resolver: zodResolver(CheckoutSignupFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: emptyForm,
  });
  const { errors } = formState;
  const [password, confirmPassword] = watch(['password', 'confirmPassword']);
  const liveMismatch = confirmPassword !== '' && confirmPassword !== password;
  const field = (name: Field) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(
    (values) => {
      const input = {
        username: values.customerName.trim(),
        email: normalizeEmail(values.customerEmail),
        password: values.password,
        mobile: values.mobile,
        userType: 'USER',
        address: '',
      };
      registerUser.mutate(input, {
        onSuccess: (tokens) => {
          notify.success(authMessages.registered);
          completeSignIn(tokens, values.customerEmail);
        },
        onError: (error) => notify.error(errorMessage(error)),
      });
    },
    () => notify.error(authMessages.fillErrorFields),
  );

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Signup - New User">
      <TextField
        id="signup-name"
        label="Name"
        autoComplete="name"
        error={errors.customerName?.message}
        {...field('customerName')}
      />
      <TextField
        id="signup-customer-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.customerEmail?.message}
        {...field('customerEmail')}
      />
      <TextField
        id="signup-mobile"
        label="Mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        error={errors.mobile?.message}
        {...field('mobile')}
      />
      <TextField
        id="signup-customer-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...field('password')}
      />
      <TextField
        id="signup-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? (liveMismatch ? authMessages.confirmMismatch : undefined)}
        {...field('confirmPassword')}
      />
      <Button type="submit" disabled={registerUser.isPending}>
        Signup &amp; Continue
      </Button>
    </Form>
  );
}
