/**
 * Thrown by the API client for every non-2xx answer (status is the HTTP status) and for network
 * failures (status 0). `body` is the parsed answer: usually the server's ErrorBody, else text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
