/**
 * Shows a WhatsApp/phone number given as digits with the country code the way Indians write
 * it: 919876543210 → "+91 98765 43210". Other numbers keep their digits after a "+".
 */
export function formatPhoneDigits(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  const indian = /^91(\d{5})(\d{5})$/.exec(clean);
  if (indian) return `+91 ${indian[1]} ${indian[2]}`;
  return clean ? `+${clean}` : '';
}
