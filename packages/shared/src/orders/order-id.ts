const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 6;

/** Shape of the order ids made here; Cashfree takes ids of letters, digits, - and _, ≤ 45. */
export const ORDER_ID_PATTERN = /^ORD\d{14}[A-Z0-9]{6}$/;

function randomText(length: number): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Spec §4: an order id is a time stamp plus random text, e.g. ORD20261122104512K7P2QX (UTC).
 * The random part keeps two tabs opened in the same second apart.
 */
export function createOrderId(
  now: Date = new Date(),
  random: (length: number) => string = randomText,
): string {
  const stamp = [
    now.getUTCFullYear(),
    pad(now.getUTCMonth() + 1),
    pad(now.getUTCDate()),
    pad(now.getUTCHours()),
    pad(now.getUTCMinutes()),
    pad(now.getUTCSeconds()),
  ].join('');
  return `ORD${stamp}${random(RANDOM_LENGTH)}`;
}

/** Spec §4: opening plans with an empty cart starts a new order id; otherwise it is kept. */
export function orderIdOnOpeningPlans(
  cartIsEmpty: boolean,
  storedOrderId: string,
  create = createOrderId,
): string {
  return cartIsEmpty || !storedOrderId ? create() : storedOrderId;
}
