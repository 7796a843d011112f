import { useSyncExternalStore } from 'react';

/**
 * Browser storage keys of spec §3 plus `cart` and `orderId` (design §4); other apps and e2e tests
 * read these exact names.
 */
export const storageKeys = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  email: 'email',
  cart: 'cart',
  orderId: 'orderId',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

// Storage can be unavailable (privacy modes, quota); the app then behaves as signed out.
function read(key: StorageKey): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: StorageKey, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session simply will not survive a reload.
  }
}

/** Reads one key; '' when it is absent or storage is unavailable. */
export function readStorage(key: StorageKey): string {
  return read(key);
}

/** Writes one key (null removes it) and re-renders everything that reads storage. */
export function writeStorage(key: StorageKey, value: string | null): void {
  write(key, value);
  notifyListeners();
}

/** The stored access token, or '' when there is none. */
export function getAuthToken(): string {
  return read(storageKeys.authToken);
}

export function getRefreshToken(): string {
  return read(storageKeys.refreshToken);
}

export function getStoredEmail(): string {
  return read(storageKeys.email);
}

export function storeTokens(tokens: { accessToken: string; refreshToken?: string }): void {
  write(storageKeys.authToken, tokens.accessToken);
  if (tokens.refreshToken) write(storageKeys.refreshToken, tokens.refreshToken);
  notifyListeners();
}

export function storeEmail(email: string): void {
  write(storageKeys.email, email);
  notifyListeners();
}

/** Ends the session completely (used when a token refresh fails). */
export function clearSession(): void {
  write(storageKeys.authToken, null);
  write(storageKeys.refreshToken, null);
  write(storageKeys.email, null);
  notifyListeners();
}

/** Spec §4: administrator logout sets both stored tokens to empty strings. */
export function blankAdminTokens(): void {
  write(storageKeys.authToken, '');
  write(storageKeys.refreshToken, '');
  notifyListeners();
}

/**
 * Spec §4: customer signout blanks authToken and email. The refresh token is blanked too, so a
 * later call cannot silently revive the session the customer just ended.
 */
export function blankCustomerSession(): void {
  write(storageKeys.authToken, '');
  write(storageKeys.refreshToken, '');
  write(storageKeys.email, '');
  notifyListeners();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab should show.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** For useSyncExternalStore: called on any storage change, here or in another tab. */
export { subscribe as subscribeToStorage };

/** The stored customer email, re-rendering when it changes. */
export function useStoredEmail(): string {
  return useSyncExternalStore(subscribe, getStoredEmail, () => '');
}

/** The stored access token, re-rendering when it changes (signing in or out in another tab). */
export function useStoredAuthToken(): string {
  return useSyncExternalStore(subscribe, getAuthToken, () => '');
}
