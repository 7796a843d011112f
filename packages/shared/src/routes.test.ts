import { describe, expect, it } from 'vitest';
import { isWebRoute } from './routes.ts';

describe('isWebRoute', () => {
  it.each([
    ['/', true],
    ['/homepage', true],
    ['/homepage/', true],
    ['/link/42/view', true],
    ['/link/42/edit', true],
    ['/link/sharedby', true],
    ['/paymentdetails/ORD123', true],
    ['/reset-password', true],
    ['/link/42', false],
    ['/link/42/view/extra', false],
    ['/api/v1/products', false],
    ['/nowhere', false],
  ])('%s → %s', (path, expected) => {
    expect(isWebRoute(path)).toBe(expected);
  });
});
