import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { linksErrorNotice } from './links-error-notice.ts';

const body = (errorCode: number, errorCodeValue: string, message: string) => ({
  errorCode,
  errorCodeValue,
  message,
});

describe('linksErrorNotice (spec §8 Links service)', () => {
  it.each([
    [
      'a 401 goes to login',
      new ApiError(401, body(401, 'UNAUTHORIZED', 'x'), 'x'),
      { title: 'Error', lines: ['User not authenticated, please login'], goToLogin: true },
    ],
    [
      'a 403 is not authorised and stays',
      new ApiError(403, body(403, 'FORBIDDEN', 'x'), 'x'),
      {
        title: 'Error',
        lines: ['User not authorized to perform operation, access denied!'],
        goToLogin: false,
      },
    ],
    [
      'a 404 shows the server message under its errorCodeValue',
      new ApiError(404, body(404, 'NOT_FOUND', 'No administrator has this email'), 'x'),
      { title: 'NOT_FOUND', lines: ['No administrator has this email'], goToLogin: false },
    ],
    [
      'another answer with a body shows its code and message',
      new ApiError(400, body(400, 'BAD_REQUEST', 'You cannot share a link with yourself'), 'x'),
      {
        title: 'BAD_REQUEST',
        lines: ['Error Code: 400', 'Message: You cannot share a link with yourself'],
        goToLogin: false,
      },
    ],
    [
      'a body code of 401 under another status goes to login',
      new ApiError(500, body(401, 'UNAUTHORIZED', 'Session gone'), 'x'),
      { title: 'UNAUTHORIZED', lines: ['Error Code: 401', 'Message: Session gone'], goToLogin: true },
    ],
    [
      'no body is something went wrong',
      new ApiError(0, null, 'offline'),
      { title: 'Error', lines: ['Something went wrong'], goToLogin: false },
    ],
    [
      'a plain text body is something went wrong',
      new ApiError(502, 'Bad Gateway', 'Bad Gateway'),
      { title: 'Error', lines: ['Something went wrong'], goToLogin: false },
    ],
    [
      'a non-API error is something went wrong',
      new TypeError('boom'),
      { title: 'Error', lines: ['Something went wrong'], goToLogin: false },
    ],
  ])('%s', (_name, error, expected) => {
    expect(linksErrorNotice(error)).toEqual(expected);
  });
});
