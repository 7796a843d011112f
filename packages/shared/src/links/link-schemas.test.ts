import { describe, expect, it } from 'vitest';
import { linkMessages } from './link-constants.ts';
import { LinkSearchInputSchema, normalizeTagNames, SaveLinkInputSchema } from './link-schemas.ts';

const valid = {
  linkUrl: 'https://www.youtube.com/watch?v=abc123',
  linkName: 'Fastify in 10 minutes',
  linkDescription: 'A short talk',
  linkType: 'Talk',
  linkTags: [{ linkTagId: null, linkTagName: 'node' }],
};

describe('SaveLinkInputSchema', () => {
  it('accepts a complete link and trims its fields', () => {
    const parsed = SaveLinkInputSchema.parse({ ...valid, linkName: '  Fastify in 10 minutes  ' });
    expect(parsed.linkName).toBe('Fastify in 10 minutes');
  });

  it('names every missing field with the spec §5 message', () => {
    const result = SaveLinkInputSchema.safeParse({
      linkUrl: '',
      linkName: ' ',
      linkDescription: '',
      linkTags: [],
    });
    const messages = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(messages).toEqual({
      linkUrl: linkMessages.urlRequired,
      linkName: linkMessages.nameRequired,
      linkDescription: linkMessages.descriptionRequired,
      linkType: linkMessages.typeRequired,
    });
  });

  it('refuses addresses that are not http(s)', () => {
    expect(SaveLinkInputSchema.safeParse({ ...valid, linkUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(SaveLinkInputSchema.safeParse({ ...valid, linkUrl: 'not a url' }).success).toBe(false);
  });

  it('needs the tag list, which may be empty', () => {
    expect(SaveLinkInputSchema.safeParse({ ...valid, linkTags: [] }).success).toBe(true);
    const { linkTags: _omitted, ...withoutTags } = valid;
    expect(SaveLinkInputSchema.safeParse(withoutTags).success).toBe(false);
  });
});

describe('LinkSearchInputSchema', () => {
  it.each([
    ['ab', true],
    [' a ', false],
    ['', false],
    ["%_'; drop table links; --", true],
  ])('searchText %j accepted: %s', (searchText, accepted) => {
    expect(LinkSearchInputSchema.safeParse({ searchText, linkTagNames: [] }).success).toBe(accepted);
  });
});

describe('normalizeTagNames', () => {
  it('trims, drops empty names and keeps one per name whatever its case', () => {
    expect(normalizeTagNames([' Node ', 'node', '', '  ', 'Fastify', 'NODE'])).toEqual(['Node', 'Fastify']);
  });
});
