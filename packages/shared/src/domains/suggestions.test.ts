import { describe, expect, it } from 'vitest';
import { suggestionCandidates } from './suggestions.ts';

const tlds = ['in', 'com', 'net', 'co.in'];

describe('suggestionCandidates', () => {
  it('offers the other endings first, in catalogue order, then name variants', () => {
    expect(suggestionCandidates('navya', 'com', tlds)).toEqual([
      'navya.in',
      'navya.net',
      'navya.co.in',
      'getnavya.com',
      'mynavya.com',
      'navyaonline.com',
      'navyahq.com',
      'thenavya.com',
      'navyaindia.com',
    ]);
  });

  it('never offers the searched domain itself', () => {
    expect(suggestionCandidates('navya', 'in', tlds)).not.toContain('navya.in');
  });

  it('drops variants that would be longer than a DNS label allows', () => {
    const label = 'a'.repeat(61);
    const candidates = suggestionCandidates(label, 'in', tlds);
    expect(candidates).toContain(`my${label}.in`);
    expect(candidates).not.toContain(`${label}online.in`);
  });

  it('puts variants under the first ending sold when the searched one is not sold', () => {
    expect(suggestionCandidates('navya', 'xyz', tlds)).toContain('getnavya.in');
  });
});
