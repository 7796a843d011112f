import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.ts';

describe('redactUrl', () => {
  it.each([
    ['/reset-password?token=abc123', '/reset-password?token=%5Bredacted%5D'],
    ['/x?page=2&token=abc', '/x?page=2&token=%5Bredacted%5D'],
    ['/homepage', '/homepage'],
    ['/plans?tab=custom', '/plans?tab=custom'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
