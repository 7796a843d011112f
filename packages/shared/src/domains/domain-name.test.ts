import { describe, expect, it } from 'vitest';
import { isDomainSyntaxValid, normalizeDomainInput, parseDomainName } from './domain-name.ts';

const tlds = ['in', 'com', 'net', 'org', 'co.in', 'online', 'tech'];

describe('isDomainSyntaxValid', () => {
  it.each([
    ['navya.in', true],
    ['  Navya.COM. ', true],
    ['my-shop.co.in', true],
    ['xn--h2brj9c.in', true],
    ['a.in', true],
    ['navya', false],
    ['.in', false],
    ['navya.', false],
    ['-navya.in', false],
    ['navya-.in', false],
    ['na vya.in', false],
    ['navya..in', false],
    ['navya_shop.in', false],
    ['नव्या.in', false],
    ['shop.123', false],
    [`${'a'.repeat(64)}.in`, false],
    [`${'a'.repeat(63)}.in`, true],
    [`${Array(64).fill('abc').join('.')}.in`, false],
    ['', false],
  ])('%s → %s', (input, valid) => {
    expect(isDomainSyntaxValid(input)).toBe(valid);
  });
});

describe('parseDomainName', () => {
  it('splits name and ending, preferring the longest ending sold', () => {
    expect(parseDomainName('Shop.co.in', tlds)).toEqual({
      ok: true,
      domain: { name: 'shop.co.in', label: 'shop', tld: 'co.in' },
    });
    expect(parseDomainName('shop.in', tlds)).toEqual({
      ok: true,
      domain: { name: 'shop.in', label: 'shop', tld: 'in' },
    });
  });

  it('refuses subdomains, which cannot be registered', () => {
    expect(parseDomainName('www.shop.com', tlds)).toEqual({ ok: false, reason: 'syntax' });
  });

  it('names an ending that is not sold here', () => {
    expect(parseDomainName('shop.xyz', tlds)).toEqual({
      ok: false,
      reason: 'unsupported-tld',
      label: 'shop',
      tld: 'xyz',
    });
  });

  it('reports bad syntax before anything else', () => {
    expect(parseDomainName('shop', tlds)).toEqual({ ok: false, reason: 'syntax' });
  });

  it('normalizes what was typed', () => {
    expect(normalizeDomainInput('  ShOp.In. ')).toBe('shop.in');
  });
});
