import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors.ts';

export const NUL_MESSAGE = 'The request contains a NUL character (U+0000), which is not allowed.';

// Iterative, so a deeply nested body cannot exhaust the stack.
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a path parameter, query value or body string carrying one
 * would fail inside the query as a 500. No field of this API has a use for it, so it is refused
 * up front, for every route, before schema validation.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_MESSAGE);
    }
  });
}
