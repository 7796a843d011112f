import { describe, expect, it } from 'vitest';
import {
  isProperName,
  isStrongEnoughPassword,
  isValidEmail,
  isValidMobile,
  normalizeEmail,
} from './validation.ts';

describe('customer field rules (spec §5)', () => {
  it.each([
    ['Asha', true],
    ['Ash', false],
    ['   Ash  ', false],
    ['Asha Rao', true],
    ['', false],
  ])('isProperName(%j) is %s', (name, expected) => {
    expect(isProperName(name)).toBe(expected);
  });

  it.each([
    ['9876543210', true],
    ['987654321', false],
    ['98765432100', false],
    ['98765x3210', false],
    ['+919876543', false],
  ])('isValidMobile(%j) is %s', (mobile, expected) => {
    expect(isValidMobile(mobile)).toBe(expected);
  });

  it.each([
    ['1234567', true],
    ['123456', false],
    ['', false],
  ])('isStrongEnoughPassword(%j) is %s', (password, expected) => {
    expect(isStrongEnoughPassword(password)).toBe(expected);
  });

  it.each([
    ['asha@example.in', true],
    [' asha@example.in ', true],
    ['asha@example', false],
    ['asha example@x.in', false],
    ['@example.in', false],
    ['asha@', false],
  ])('isValidEmail(%j) is %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected);
  });

  it('normalizes emails to trimmed lower case', () => {
    expect(normalizeEmail('  Asha@Example.IN ')).toBe('asha@example.in');
  });
});
