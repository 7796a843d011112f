import { ApiError } from './api-error.ts';

export const UNKNOWN_ERROR = 'Unknown error occurred';

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

function clientMessage(body: unknown, fallback: string): string {
  const message = field(body, 'message');
  if (typeof message === 'string' && message) return message;
  const errors = field(body, 'errors');
  if (errors !== undefined && errors !== null) return JSON.stringify(errors);
  if (typeof body === 'string' && body) return body;
  if (body !== undefined && body !== null) return JSON.stringify(body);
  return fallback || UNKNOWN_ERROR;
}

/**
 * The common error handler of spec §8: the text to show the user for any failed call.
 * Client (4xx) and browser-side errors show the server's message (or its field errors, or the
 * whole body); other statuses become 'Server error ({status}): {message}'.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const isClientSide = error.status === 0 || (error.status >= 400 && error.status < 500);
    if (isClientSide) return clientMessage(error.body, error.message);
    const message = field(error.body, 'message');
    return `Server error (${error.status}): ${typeof message === 'string' && message ? message : error.message}`;
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return UNKNOWN_ERROR;
}
