import { ApiError } from './api-error.ts';
import { msUntilExpiry } from './jwt.ts';
import { emitSessionExpired } from './session-events.ts';
import { clearSession, getAuthToken, getRefreshToken, storeTokens } from './storage.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string> | URLSearchParams;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  multipart?: FormData;
  /** Sent as it is, e.g. a file's text, with its own Content-Type. */
  text?: { body: string; contentType: string };
  /** Send the bearer header and apply the refresh rule; false for public calls. Default true. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Spec §9: a token counts as expiring soon when under two minutes remain. */
export const EXPIRING_SOON_MS = 120_000;
/** Spec §6: the bearer value sent when no access token is stored. */
const FALLBACK_TOKEN = 'token';
const REFRESH_PATH = '/api/auth/refresh';

function buildInit(options: RequestOptions, accessToken: string): RequestInit {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.text) {
    headers.set('Content-Type', options.text.contentType);
    body = options.text.body;
  }
  if (options.auth !== false) headers.set('Authorization', `Bearer ${accessToken || FALLBACK_TOKEN}`);
  return { method: options.method ?? 'GET', headers, body, signal: options.signal };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(path: string, options: RequestOptions, accessToken: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, buildInit(options, accessToken));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, null, 'Could not reach the server. Please check your connection and try again.');
  }
  if (response.ok) return response;
  const body = await readBody(response);
  const message =
    typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
      ? body.message
      : response.statusText || `Request failed with status ${response.status}`;
  throw new ApiError(response.status, body, message);
}

type RefreshOutcome = { ok: true; accessToken: string } | { ok: false };

// Single flight (spec §4: at most one refresh at a time): concurrent failing calls share it.
let refreshInFlight: Promise<RefreshOutcome> | null = null;

async function runRefresh(refreshToken: string): Promise<RefreshOutcome> {
  try {
    const response = await send(REFRESH_PATH, { method: 'POST', json: { refreshToken }, auth: false }, '');
    const result = (await readBody(response)) as { accessToken?: unknown; refreshToken?: unknown } | null;
    if (!result || typeof result.accessToken !== 'string' || !result.accessToken) {
      clearSession();
      emitSessionExpired('no-token');
      return { ok: false };
    }
    // Refresh tokens rotate: the old one is now spent, so the new one must be kept.
    const rotated = typeof result.refreshToken === 'string' ? result.refreshToken : undefined;
    storeTokens({ accessToken: result.accessToken, refreshToken: rotated });
    return { ok: true, accessToken: result.accessToken };
  } catch (error) {
    // A network blip is not a verdict on the session; keep it and let the caller see the failure.
    if (error instanceof ApiError && error.status === 0) return { ok: false };
    clearSession();
    emitSessionExpired('refresh-failed');
    return { ok: false };
  }
}

function refreshOnce(refreshToken: string): Promise<RefreshOutcome> {
  refreshInFlight ??= runRefresh(refreshToken).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

function shouldRefresh(error: unknown, sentToken: string): boolean {
  if (!(error instanceof ApiError) || error.status === 0) return false;
  if (!getRefreshToken()) return false;
  if (error.status === 401 || error.status === 403) return true;
  const remaining = sentToken ? msUntilExpiry(sentToken) : null;
  return remaining !== null && remaining < EXPIRING_SOON_MS;
}

/** Sends a request; on an auth failure refreshes the token once (spec §4) and retries once. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<Response> {
  const sentToken = getAuthToken();
  try {
    return await send(path, options, sentToken);
  } catch (error) {
    if (options.auth === false || !shouldRefresh(error, sentToken)) throw error;
    const current = getAuthToken();
    // Another call already refreshed while this one was in flight: just retry with its token.
    if (!refreshInFlight && current && current !== sentToken) return send(path, options, current);
    const outcome = await refreshOnce(getRefreshToken());
    if (!outcome.ok) throw error;
    return send(path, options, outcome.accessToken);
  }
}

async function requestJson<T>(path: string, options: RequestOptions): Promise<T> {
  const response = await apiRequest(path, options);
  return (await readBody(response)) as T;
}

function fileNameFrom(disposition: string | null): string | null {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

type Extra = Omit<RequestOptions, 'method' | 'json' | 'form' | 'multipart' | 'text'>;

/** The one API client of the web app: every feature calls the server through it. */
export const api = {
  get: <T>(path: string, options: Extra = {}) => requestJson<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, json?: unknown, options: Extra = {}) =>
    requestJson<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json?: unknown, options: Extra = {}) =>
    requestJson<T>(path, { ...options, method: 'PUT', json }),
  patch: <T>(path: string, json?: unknown, options: Extra = {}) =>
    requestJson<T>(path, { ...options, method: 'PATCH', json }),
  delete: <T>(path: string, options: Extra = {}) => requestJson<T>(path, { ...options, method: 'DELETE' }),
  postForm: <T>(path: string, form: Record<string, string> | URLSearchParams, options: Extra = {}) =>
    requestJson<T>(path, { ...options, method: 'POST', form }),
  postMultipart: <T>(path: string, multipart: FormData, options: Extra = {}) =>
    requestJson<T>(path, { ...options, method: 'POST', multipart }),
  /** Downloads a file; fileName comes from Content-Disposition when the server names it. */
  download: async (path: string, options: Extra = {}) => {
    const headers = { Accept: '*/*', ...options.headers };
    const response = await apiRequest(path, { ...options, headers, method: 'GET' });
    return {
      blob: await response.blob(),
      fileName: fileNameFrom(response.headers.get('Content-Disposition')),
    };
  },
};
