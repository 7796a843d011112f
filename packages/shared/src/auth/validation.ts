/** The "simple email pattern" of spec §5: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5/§9: a customer name must be longer than 3 characters. */
export function isProperName(name: string): boolean {
  return name.trim().length > 3;
}

/** Spec §5/§9: a mobile number is exactly 10 digits. */
export function isValidMobile(mobile: string): boolean {
  return /^\d{10}$/.test(mobile);
}

/** Spec §5/§9: a password must be longer than 6 characters. */
export function isStrongEnoughPassword(password: string): boolean {
  return password.length > 6;
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Emails are compared case-insensitively; this is the one stored and looked-up form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
