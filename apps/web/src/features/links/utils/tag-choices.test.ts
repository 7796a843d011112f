import { describe, expect, it } from 'vitest';
import { mergeTags, tagKey } from './tag-choices.ts';

describe('tag choices', () => {
  it('compares names trimmed and case-insensitively', () => {
    expect(tagKey('  Rust ')).toBe('rust');
  });

  it('keeps the first tag of each name, dropping empty names', () => {
    const known = [
      { linkTagId: 1, linkTagName: 'Music' },
      { linkTagId: 2, linkTagName: 'rust' },
    ];
    const added = [
      { linkTagId: null, linkTagName: 'MUSIC' },
      { linkTagId: null, linkTagName: ' ' },
      { linkTagId: null, linkTagName: 'Talks' },
    ];
    expect(mergeTags(known, added)).toEqual([...known, { linkTagId: null, linkTagName: 'Talks' }]);
  });
});
