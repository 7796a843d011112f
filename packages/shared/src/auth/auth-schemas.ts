import { z } from 'zod';
import { authMessages } from './messages.ts';
import {
  EMAIL_PATTERN,
  isProperName,
  isStrongEnoughPassword,
  isValidMobile,
  normalizeEmail,
} from './validation.ts';

export const UserTypeSchema = z.enum(['ADMIN', 'USER']);
export type UserType = z.infer<typeof UserTypeSchema>;

// Sign-in accepts any address that has an "@": the bootstrap administrator is admin@localhost.
const SignInEmailSchema = z
  .string()
  .trim()
  .min(1, authMessages.emailRequired)
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+$/, authMessages.invalidEmail)
  .transform(normalizeEmail);

const CustomerEmailSchema = z
  .string()
  .trim()
  .min(1, authMessages.customerEmailRequired)
  .max(254)
  .regex(EMAIL_PATTERN, authMessages.invalidEmail)
  .transform(normalizeEmail);

// An upper bound keeps argon2 from being handed megabytes to hash.
const PasswordSchema = z.string().min(1, authMessages.passwordRequired).max(256);
const NewPasswordSchema = z.string().max(256).refine(isStrongEnoughPassword, authMessages.passwordRule);

export const LoginInputSchema = z.object({
  email: SignInEmailSchema,
  password: PasswordSchema,
  userType: UserTypeSchema.default('ADMIN'),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const TokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshInputSchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const LogoutInputSchema = RefreshInputSchema;

export const AdminSignupInputSchema = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  username: z.string().optional(),
});

export const RegisterInputSchema = z.object({
  username: z.string().trim().max(100).refine(isProperName, authMessages.properName),
  email: CustomerEmailSchema,
  password: NewPasswordSchema,
  mobile: z.string().trim().refine(isValidMobile, authMessages.invalidMobile),
  address: z.string().trim().max(500).default(''),
  // Accepted for compatibility with the spec's payload; the server always registers a USER.
  userType: z.string().optional(),
});
export type RegisterInput = z.input<typeof RegisterInputSchema>;

export const UserInfoSchema = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  mobile: z.string(),
  address: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const UserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  userType: UserTypeSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const CheckEmailResultSchema = z.object({ exists: z.boolean() });

export const ForgotPasswordInputSchema = z.object({ email: CustomerEmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInputSchema>;

export const ResetPasswordInputSchema = z
  .object({
    token: z.string().min(1).max(200),
    newPassword: NewPasswordSchema,
    confirmPassword: z.string().min(1, authMessages.verifyPasswordRequired).max(256),
  })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: authMessages.verifyMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.input<typeof ResetPasswordInputSchema>;

export const ChangePasswordInputSchema = z.object({
  oldPassword: PasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

export const MessageSchema = z.object({ message: z.string() });

/** Claims carried by an access token (design.md §1: sub, email, userType, exp). */
export const AccessClaimsSchema = z.object({
  sub: z.string(),
  email: z.string(),
  userType: UserTypeSchema,
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof AccessClaimsSchema>;
