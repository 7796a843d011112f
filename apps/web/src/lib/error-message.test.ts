import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';

describe('errorMessage (spec §8 common error handler)', () => {
  it.each([
    ['4xx with a message', new ApiError(404, { message: 'Link not found' }, 'x'), 'Link not found'],
    [
      '4xx with only field errors',
      new ApiError(400, { errors: { mobile: 'invalid Mobile Number' } }, 'Bad Request'),
      '{"mobile":"invalid Mobile Number"}',
    ],
    ['4xx with another body', new ApiError(429, { retryAfter: 60 }, 'Too Many'), '{"retryAfter":60}'],
    ['4xx with a text body', new ApiError(413, 'Too large', 'Payload Too Large'), 'Too large'],
    ['4xx with no body', new ApiError(401, null, 'Unauthorized'), 'Unauthorized'],
    ['network failure', new ApiError(0, null, 'Could not reach the server.'), 'Could not reach the server.'],
    [
      '5xx with a message',
      new ApiError(503, { message: 'Registry down' }, 'x'),
      'Server error (503): Registry down',
    ],
    ['5xx without a body', new ApiError(502, null, 'Bad Gateway'), 'Server error (502): Bad Gateway'],
    ['a thrown Error', new Error('Boom'), 'Boom'],
    ['a plain string', 'Oops', 'Oops'],
    ['nothing known', undefined, 'Unknown error occurred'],
    ['an empty object', {}, 'Unknown error occurred'],
    ['4xx with nothing at all', new ApiError(400, null, ''), 'Unknown error occurred'],
  ])('%s', (_case, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
