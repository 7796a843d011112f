import { vi } from 'vitest';

/** One request the app sent, as the server would see it. */
export interface RecordedCall {
  method: string;
  path: string;
  headers: Headers;
  /** Parsed JSON, the raw text for other bodies, or null. */
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, message: string, errors?: Record<string, string>): Response {
  return jsonResponse(status, {
    errorCode: status,
    errorCodeValue: 'ERROR',
    message,
    ...(errors ? { errors } : {}),
  });
}

/**
 * Replaces the network edge (globalThis.fetch) with `handler` and records every call.
 * The setup file restores the real fetch after each test.
 */
export function stubFetch(handler: Handler) {
  const calls: RecordedCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    const rawBody = typeof init.body === 'string' ? init.body : init.body ? String(init.body) : null;
    let body: unknown = rawBody;
    if (rawBody && headers.get('Content-Type') === 'application/json') body = JSON.parse(rawBody);
    const call = { method: init.method ?? 'GET', path: input, headers, body };
    calls.push(call);
    return handler(call);
  });
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** An unsigned JWT whose `exp` is `secondsFromNow` ahead (the client never verifies). */
export function makeJwt(secondsFromNow: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp, ...extra })}.signature`;
}
