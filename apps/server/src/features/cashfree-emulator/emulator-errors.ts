import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type CashfreeErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'idempotency_error'
  | 'rate_limit_error'
  | 'api_error';

/** Cashfree's error body (contract A.0), not the app's: the adapter must meet the real shape. */
export type CashfreeErrorBody = { message: string; code: string; type: CashfreeErrorType };

/** An answer the emulator gives on purpose, e.g. 409 order_already_exists. */
export class EmulatorError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly type: CashfreeErrorType = 'invalid_request_error',
  ) {
    super(message);
  }

  body(): CashfreeErrorBody {
    return { message: this.message, code: this.code, type: this.type };
  }
}

export const orderNotFound = () => new EmulatorError(404, 'order_not_found', 'order does not exist');

type ValidationIssue = { instancePath: string; message?: string };

/**
 * Field codes like Cashfree's `customer_details.customer_phone_invalid`: the field path, then
 * `_missing` when absent, else `_invalid`. The API names the field in the message, as Cashfree
 * does; the checkout page shows the message to a person, so there it is the rule alone.
 */
function validationError(issues: ValidationIssue[], fieldInMessage: boolean): EmulatorError {
  const first = issues[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
  const missing = /received undefined/.test(first?.message ?? '');
  const rule = missing ? 'is missing in the request' : (first?.message ?? 'invalid value provided');
  return new EmulatorError(
    400,
    `${field}_${missing ? 'missing' : 'invalid'}`,
    fieldInMessage ? `${field} : ${rule}` : rule,
  );
}

/** An error handler for the plugin, so every failure inside it is Cashfree-shaped. */
export function cashfreeErrorHandler(options: { fieldInMessage: boolean }) {
  return (error: FastifyError | EmulatorError | Error, request: FastifyRequest, reply: FastifyReply) => {
    let answer: EmulatorError;
    if (error instanceof EmulatorError) answer = error;
    else if (hasZodFastifySchemaValidationErrors(error)) {
      answer = validationError(error.validation, options.fieldInMessage);
    } else {
      const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'Cashfree emulator failed');
      answer =
        status >= 500
          ? new EmulatorError(500, 'internal_error', 'internal server error', 'api_error')
          : new EmulatorError(status, 'request_invalid', error.message);
    }
    return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body());
  };
}
