import { type ErrorBody, errorCodeValueFor } from '@app/shared/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../http-errors.ts';

export function errorBody(statusCode: number, message: string, errors?: Record<string, string>): ErrorBody {
  return {
    errorCode: statusCode,
    errorCodeValue: errorCodeValueFor(statusCode),
    message,
    ...(errors ? { errors } : {}),
  };
}

export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  errors?: Record<string, string>,
) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, message, errors));
}

/** Every non-2xx answer carries the error body of design.md §3, and never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          String((issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '') ||
          error.validationContext ||
          'request';
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      const message = [...new Set(Object.values(errors))].join(' ');
      return sendError(reply, 400, message || 'The request is not valid.', errors);
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 500) return sendServerError(request, reply, error, statusCode);
    if (statusCode === 429) return sendError(reply, 429, error.message);
    return sendError(reply, statusCode, clientMessage(error, statusCode));
  });
}

/**
 * Fastify answers a malformed percent-encoding or an over-long path parameter while routing,
 * before any error handler runs (Fastify's `frameworkErrors` option); these get the body too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return sendError(reply, 400, 'The address is not valid: it has a malformed percent-encoding.');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendError(reply, 414, 'The address is too long.');
    default:
      return sendServerError(request, reply, error, 500);
  }
}

/** A failure of ours: logged with its stack, answered without it. */
function sendServerError(request: FastifyRequest, reply: FastifyReply, error: Error, statusCode: number) {
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, statusCode, 'Something went wrong on our side. Please try again.');
}

function clientMessage(error: Error & { code?: string }, statusCode: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported here.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return statusCode === 400 ? 'The request is not valid.' : error.message;
  }
}
