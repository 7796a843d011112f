import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { emiErrorNotice } from './emi-error-notice.ts';

const body = (errorCode: number, message: string) => ({ errorCode, errorCodeValue: 'BAD_REQUEST', message });

describe('emiErrorNotice (spec §8 EMI service)', () => {
  it.each([401, 403])("passes %i through as 'Access Denied!'", (status) => {
    expect(emiErrorNotice(new ApiError(status, body(status, 'No'), 'No'))).toEqual({
      title: 'Error',
      lines: ['Access Denied!'],
      accessDenied: true,
    });
  });

  it('shows a 404 as the server message under its errorCodeValue', () => {
    const error = new ApiError(404, { ...body(404, 'Receipt not found'), errorCodeValue: 'NOT_FOUND' }, 'x');
    expect(emiErrorNotice(error)).toEqual({
      title: 'NOT_FOUND',
      lines: ['Receipt not found'],
      accessDenied: false,
    });
  });

  it('shows other answers with a body as their code and message', () => {
    const error = new ApiError(413, body(413, 'The receipt is larger than 5 MB'), 'x');
    expect(emiErrorNotice(error).lines).toEqual([
      'Error Code: 413',
      'Message: The receipt is larger than 5 MB',
    ]);
    expect(emiErrorNotice(error).title).toBe('BAD_REQUEST');
  });

  it("says 'Something went wrong' when there is no body", () => {
    expect(emiErrorNotice(new ApiError(0, null, 'offline')).lines).toEqual(['Something went wrong']);
    expect(emiErrorNotice(new Error('boom')).lines).toEqual(['Something went wrong']);
  });
});
