/** Message texts of spec §5 and §8, verbatim; both the server and the web app show them. */
export const authMessages = {
  emailRequired: 'Email is Required!',
  passwordRequired: 'Password is Required!',
  signupPasswordRequired: 'password is Required!',
  usernameRequired: 'Username is Required!',
  invalidCredentials: 'Invalid username or password!',
  registrationsDisabled: 'New Registrations are Disabled for now. Please, contact admin',
  properName: 'Proper name is required',
  customerEmailRequired: 'Email is required',
  invalidEmail: 'Invalid Email',
  mobileRequired: 'Mobile is required',
  invalidMobile: 'invalid Mobile Number',
  passwordRule: 'Password is required, minimum 6 character.',
  confirmRequired: 'Confirm Password is required',
  confirmMismatch: 'Confirm password is not matching!',
  fillErrorFields: 'Please, fill the error fields!',
  newPasswordRequired: 'Please enter new password',
  verifyPasswordRequired: 'Please enter verify password',
  verifyMismatch: 'Verify password is not matching new password!',
  registered: 'User registered successfully',
  resetLinkSent: 'Password reset link is sent to your registered email address.',
  // "rest" is the owner's wording (spec §8), kept as written.
  passwordReset: 'Password rest successfully!',
  onlyRegistered: 'Only registered users can login from here',
  tokenExpired: 'Token expired',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  duplicateEmail: 'An account with this email already exists. Please log in instead.',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;

/** Spec §8: the forgot-password failure names the company. */
export function emailNotRegisteredMessage(companyName: string): string {
  return `This Email is not registered with ${companyName}`;
}
