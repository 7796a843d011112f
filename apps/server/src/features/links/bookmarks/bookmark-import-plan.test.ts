import { SaveLinkInputSchema } from '@app/shared/links';
import { describe, expect, it } from 'vitest';
import { IMPORT_LIMITS, planImport } from './bookmark-import-plan.ts';
import type { ParsedBookmark } from './netscape-bookmarks.ts';

const bookmark = (overrides: Partial<ParsedBookmark> = {}): ParsedBookmark => ({
  url: 'https://example.com/',
  name: 'Example',
  description: 'A page',
  tags: [],
  folders: [],
  ...overrides,
});

describe('planImport', () => {
  it.each([
    ['javascript:alert(1)'],
    ['place:sort=8&maxResults=10'],
    ['file:///etc/passwd'],
    ['ftp://example.com/file'],
    [''],
    ['   '],
    ['not a url'],
    ['http://'],
    [`https://example.com/${'a'.repeat(IMPORT_LIMITS.url)}`],
  ])('skips %j as invalid', (url) => {
    expect(planImport([bookmark({ url })], new Set())).toEqual({
      toCreate: [],
      skippedDuplicates: 0,
      skippedInvalid: 1,
    });
  });

  it('skips duplicates of stored links and earlier ones in the same file, by trimmed address', () => {
    const plan = planImport(
      [
        bookmark({ url: 'https://stored.example/' }),
        bookmark({ url: ' https://new.example/ ', name: 'First' }),
        bookmark({ url: 'https://new.example/', name: 'Second' }),
        // A different string is a different link: no guessing about trailing slashes or case.
        bookmark({ url: 'https://new.example', name: 'Third' }),
      ],
      new Set(['https://stored.example/']),
    );
    expect(plan.skippedDuplicates).toBe(2);
    expect(plan.toCreate.map((link) => [link.linkUrl, link.linkName])).toEqual([
      ['https://new.example/', 'First'],
      ['https://new.example', 'Third'],
    ]);
  });

  it.each([
    ['https://www.youtube.com/watch?v=abc', undefined, 'Video'],
    ['https://youtu.be/abc', undefined, 'Video'],
    ['https://m.youtube.com/watch?v=abc', undefined, 'Video'],
    ['https://vimeo.com/123', undefined, 'Video'],
    ['https://notyoutube.com/', undefined, 'Bookmark'],
    ['https://example.com/', undefined, 'Bookmark'],
    ['https://example.com/', '  ', 'Bookmark'],
    ['https://www.youtube.com/watch?v=abc', 'Talk', 'Talk'],
  ])('gives %s with LINK_TYPE %j the type %s', (url, linkType, expected) => {
    const [link] = planImport(
      [bookmark({ url, ...(linkType === undefined ? {} : { linkType }) })],
      new Set(),
    ).toCreate;
    expect(link?.linkType).toBe(expected);
  });

  it('shortens an over-long name, description, type and tags instead of skipping the bookmark', () => {
    const [link] = planImport(
      [
        bookmark({
          name: `${'n'.repeat(IMPORT_LIMITS.name - 2)}😀 and more`,
          description: 'd'.repeat(IMPORT_LIMITS.description + 1),
          linkType: 't'.repeat(IMPORT_LIMITS.type + 1),
          tags: [...Array.from({ length: 60 }, (_, i) => `tag${i}`), 'x'.repeat(IMPORT_LIMITS.tagName + 1)],
        }),
      ],
      new Set(),
    ).toCreate;
    if (!link) throw new Error('expected one link');
    // The emoji's surrogate pair is not split.
    expect(link.linkName).toBe(`${'n'.repeat(IMPORT_LIMITS.name - 2)}…`);
    expect(link.linkDescription).toHaveLength(IMPORT_LIMITS.description);
    expect(link.linkDescription.endsWith('…')).toBe(true);
    expect(link.linkType).toHaveLength(IMPORT_LIMITS.type);
    expect(link.linkTags).toHaveLength(IMPORT_LIMITS.tags);
    expect(SaveLinkInputSchema.safeParse(link).success).toBe(true);
  });

  it('falls back to the address for an empty name and keeps an empty description', () => {
    const [link] = planImport([bookmark({ name: '  ', description: '' })], new Set()).toCreate;
    expect(link).toEqual({
      linkUrl: 'https://example.com/',
      linkName: 'https://example.com/',
      linkDescription: '',
      linkType: 'Bookmark',
      linkTags: [],
    });
  });
});
