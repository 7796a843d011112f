import { describe, expect, it } from 'vitest';
import { planImport } from './bookmark-import-plan.ts';
import {
  type ExportableLink,
  parseNetscapeBookmarks,
  serializeNetscapeBookmarks,
} from './netscape-bookmarks.ts';

// As Chrome writes it: folders only, no tags, no descriptions, unclosed <DT> and <p>.
const chromeExport = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<!-- This is an automatically generated file.
     It will be read and overwritten.
     DO NOT EDIT! -->
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
    <DT><H3 ADD_DATE="1700000000" LAST_MODIFIED="1700000100" PERSONAL_TOOLBAR_FOLDER="true">Bookmarks bar</H3>
    <DL><p>
        <DT><A HREF="https://www.youtube.com/watch?v=abc123" ADD_DATE="1700000001" ICON="data:image/png;base64,iVBORw0KGgo=">Fastify in 10 minutes</A>
        <DT><H3 ADD_DATE="1700000002" LAST_MODIFIED="0">Work</H3>
        <DL><p>
            <DT><A HREF="https://github.com/fastify/fastify" ADD_DATE="1700000003">GitHub - fastify/fastify</A>
        </DL><p>
        <DT><A HREF="https://nodejs.org/" ADD_DATE="1700000004">Node.js</A>
    </DL><p>
    <DT><H3 ADD_DATE="1700000005" LAST_MODIFIED="0">Other bookmarks</H3>
    <DL><p>
        <DT><A HREF="https://example.com/" ADD_DATE="1700000006"></A>
    </DL><p>
</DL><p>
`;

// As linkding writes it: TAGS, <DD> descriptions, no folders.
const linkdingExport = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
<DT><A HREF="https://vitest.dev/" ADD_DATE="1712000000" PRIVATE="1" TOREAD="0" TAGS="testing,Node, node ,,vitest">Vitest</A>
<DD>Next generation testing framework
<DT><A HREF="https://biomejs.dev/" ADD_DATE="1712000100" PRIVATE="0" TOREAD="1" TAGS="">Biome</A>
<DT><A HREF="https://example.org/a?x=1&amp;y=2" ADD_DATE="1712000200" TAGS="r&amp;d">Fish &amp; Chips &lt;3 &quot;quoted&quot; &#8377;</A>
<DD>Line one &amp; more
line two
</DL><p>
`;

describe('parseNetscapeBookmarks', () => {
  it('reads a Chrome export with nested folders, keeping folders out of the tags', () => {
    const bookmarks = parseNetscapeBookmarks(chromeExport);
    expect(bookmarks.map(({ url, name, tags, folders }) => ({ url, name, tags, folders }))).toEqual([
      {
        url: 'https://www.youtube.com/watch?v=abc123',
        name: 'Fastify in 10 minutes',
        tags: [],
        folders: ['Bookmarks bar'],
      },
      {
        url: 'https://github.com/fastify/fastify',
        name: 'GitHub - fastify/fastify',
        tags: [],
        folders: ['Bookmarks bar', 'Work'],
      },
      { url: 'https://nodejs.org/', name: 'Node.js', tags: [], folders: ['Bookmarks bar'] },
      // An empty name falls back to the address.
      { url: 'https://example.com/', name: 'https://example.com/', tags: [], folders: ['Other bookmarks'] },
    ]);
    expect(bookmarks[0]?.addDate).toEqual(new Date(1_700_000_001_000));
    expect(bookmarks.every((bookmark) => bookmark.description === '')).toBe(true);
  });

  it('reads a linkding export: tags trimmed and de-duplicated, descriptions, entities decoded', () => {
    const bookmarks = parseNetscapeBookmarks(linkdingExport);
    expect(bookmarks).toEqual([
      {
        url: 'https://vitest.dev/',
        name: 'Vitest',
        description: 'Next generation testing framework',
        tags: ['testing', 'Node', 'vitest'],
        addDate: new Date(1_712_000_000_000),
        folders: [],
      },
      {
        url: 'https://biomejs.dev/',
        name: 'Biome',
        description: '',
        tags: [],
        addDate: new Date(1_712_000_100_000),
        folders: [],
      },
      {
        url: 'https://example.org/a?x=1&y=2',
        name: 'Fish & Chips <3 "quoted" ₹',
        description: 'Line one & more\nline two',
        tags: ['r&d'],
        addDate: new Date(1_712_000_200_000),
        folders: [],
      },
    ]);
  });

  it('tolerates sloppy markup: lower case, missing </A>, </DL> and quotes, stray <DD>s', () => {
    const sloppy = `<dl><p><dd>no bookmark before me
      <dt><a href=https://one.example/ tags=x,y>One
      <dd>First <b>bold</b> note
      <DT><H3>Folder</h3><DD>a folder description
      <DL><p><Dt><A HREF="https://two.example/">Two</a>
      <dt><a href="https://three.example/" add_date="1712000000000">  Three  </a>`;
    expect(parseNetscapeBookmarks(sloppy)).toEqual([
      {
        url: 'https://one.example/',
        name: 'One',
        description: 'First bold note',
        tags: ['x', 'y'],
        folders: [],
      },
      { url: 'https://two.example/', name: 'Two', description: '', tags: [], folders: ['Folder'] },
      {
        url: 'https://three.example/',
        name: 'Three',
        description: '',
        tags: [],
        // Milliseconds, as some tools write, are recognised.
        addDate: new Date(1_712_000_000_000),
        folders: ['Folder'],
      },
    ]);
  });

  it('keeps anchors without an address so the import can count them as invalid', () => {
    expect(parseNetscapeBookmarks('<DL><DT><A>Nowhere</A></DL>')).toMatchObject([
      { url: '', name: 'Nowhere' },
    ]);
    expect(parseNetscapeBookmarks('')).toEqual([]);
  });
});

describe('serializeNetscapeBookmarks', () => {
  const links: ExportableLink[] = [
    {
      linkUrl: 'https://www.youtube.com/watch?v=abc123&t=42s',
      linkName: 'नमस्ते "world" <script>',
      linkDescription: 'Costs ₹ 99 & more\nsecond line',
      linkType: 'Talk',
      linkTags: [{ linkTagName: 'हिंदी' }, { linkTagName: 'r&d' }],
      createdAt: new Date('2024-04-01T10:00:00.500Z'),
    },
    {
      linkUrl: 'https://example.com/',
      linkName: 'Plain',
      linkDescription: '',
      linkType: 'Bookmark',
      linkTags: [],
    },
  ];

  it('writes the header and escaped bookmarks browsers and linkding read', () => {
    const html = serializeNetscapeBookmarks(links, 'My <links>');
    expect(html).toMatch(/^<!DOCTYPE NETSCAPE-Bookmark-file-1>\n/);
    expect(html).toContain('<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">');
    expect(html).toContain('<TITLE>My &lt;links&gt;</TITLE>\n<H1>My &lt;links&gt;</H1>\n<DL><p>\n');
    expect(html).toContain(
      '<DT><A HREF="https://www.youtube.com/watch?v=abc123&amp;t=42s" ADD_DATE="1711965600" ' +
        'TAGS="हिंदी,r&amp;d" LINK_TYPE="Talk">नमस्ते &quot;world&quot; &lt;script&gt;</A>\n' +
        '    <DD>Costs ₹ 99 &amp; more\nsecond line\n',
    );
    expect(html).toContain('<DT><A HREF="https://example.com/" LINK_TYPE="Bookmark">Plain</A>\n</DL><p>\n');
    expect(html).not.toContain('<script>');
  });

  it('round-trips url, name, description, type, tags and date through the import', () => {
    const { toCreate, skippedDuplicates, skippedInvalid } = planImport(
      parseNetscapeBookmarks(serializeNetscapeBookmarks(links)),
      new Set(),
    );
    expect({ skippedDuplicates, skippedInvalid }).toEqual({ skippedDuplicates: 0, skippedInvalid: 0 });
    expect(toCreate).toEqual(
      links.map((link) => ({
        linkUrl: link.linkUrl,
        linkName: link.linkName,
        linkDescription: link.linkDescription,
        linkType: link.linkType,
        linkTags: link.linkTags.map(({ linkTagName }) => ({ linkTagId: null, linkTagName })),
        ...(link.createdAt ? { createdAt: new Date('2024-04-01T10:00:00.000Z') } : {}),
      })),
    );
  });
});
