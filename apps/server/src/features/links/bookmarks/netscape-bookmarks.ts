import { normalizeTagNames } from '@app/shared/links';
import { Parser } from 'htmlparser2';

/** One bookmark as a Netscape bookmark file states it; nothing is validated yet. */
export type ParsedBookmark = {
  url: string;
  name: string;
  description: string;
  tags: string[];
  addDate?: Date;
  /** Our own `LINK_TYPE` attribute; only files this app exported carry it. */
  linkType?: string;
  /** The enclosing folders (H3 headings), outermost first. Kept as information, never as tags. */
  folders: string[];
};

/** What the export needs of a stored link (a `Link` with its creation time fits). */
export type ExportableLink = {
  linkUrl: string;
  linkName: string;
  linkDescription: string;
  linkType: string;
  linkTags: readonly { linkTagName: string }[];
  createdAt?: Date | null;
};

/**
 * Reads the bookmark file every browser and linkding export (`<DT><A HREF ADD_DATE TAGS>name</A>`,
 * an optional `<DD>description`, folders as `<DT><H3>name</H3><DL>…</DL>`), tolerating the
 * unclosed `<p>`, `<DT>` and `<DD>` real files have.
 *
 * Folders are not turned into tags: linkding ignores them too, and Chrome puts every bookmark
 * under 'Bookmarks bar' or 'Other bookmarks', which would give every imported link the same
 * meaningless tags. They stay on `folders` should a caller want them.
 */
export function parseNetscapeBookmarks(html: string): ParsedBookmark[] {
  const bookmarks: ParsedBookmark[] = [];
  const openLists: (string | null)[] = []; // one per open <DL>: the folder it lists, if any
  let heading: string | null = null; // the last <H3>, until its <DL> opens
  let capture: 'name' | 'description' | 'heading' | null = null;
  let text = '';
  let anchor: ParsedBookmark | null = null;
  let previous: ParsedBookmark | null = null; // the bookmark a following <DD> describes

  const finish = () => {
    if (capture === 'name' && anchor) {
      anchor.name = text.trim() || anchor.url;
      bookmarks.push(anchor);
      previous = anchor;
    } else if (capture === 'description' && previous) {
      previous.description = text.trim();
      previous = null;
    } else if (capture === 'heading') {
      heading = text.trim();
    }
    capture = null;
    text = '';
    anchor = null;
  };

  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        // Inline markup inside a name or a description is read through.
        if (!STRUCTURE.has(tag)) return;
        // Any structural tag ends what was being read: real files leave </A> and <DD> open.
        finish();
        if (tag === 'dl') openLists.push(heading);
        // Firefox writes a folder's own description as a <DD> between its <H3> and <DL>.
        if (tag !== 'dd') heading = null;
        if (tag === 'a') {
          anchor = fromAttributes(attributes, openLists);
          capture = 'name';
        } else if (tag === 'dd') {
          if (previous) capture = 'description';
        } else {
          previous = null;
          if (tag === 'h3') capture = 'heading';
        }
      },
      ontext(chunk) {
        if (capture) text += chunk;
      },
      onclosetag(tag) {
        if ((tag === 'a' && capture === 'name') || (tag === 'h3' && capture === 'heading')) finish();
        if (tag === 'dd' && capture === 'description') finish();
        if (tag === 'dl') {
          finish();
          openLists.pop();
        }
      },
      onend: finish,
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return bookmarks;
}

const STRUCTURE = new Set(['a', 'dd', 'dt', 'dl', 'h3', 'hr']);

function fromAttributes(attributes: Record<string, string>, openLists: (string | null)[]): ParsedBookmark {
  const bookmark: ParsedBookmark = {
    url: attributes.href?.trim() ?? '',
    name: '',
    description: '',
    tags: normalizeTagNames((attributes.tags ?? '').split(',')),
    folders: openLists.filter((folder): folder is string => Boolean(folder)),
  };
  const addDate = parseAddDate(attributes.add_date);
  if (addDate) bookmark.addDate = addDate;
  if (attributes.link_type?.trim()) bookmark.linkType = attributes.link_type.trim();
  return bookmark;
}

const LATEST_ADD_DATE_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

function parseAddDate(value: string | undefined): Date | undefined {
  const number = Number(value);
  if (!value || !Number.isFinite(number) || number <= 0) return undefined;
  // Browsers write seconds; a few tools write milliseconds or (Firefox's PRTime) microseconds.
  const ms = number > 1e14 ? number / 1000 : number > 1e11 ? number : number * 1000;
  // A date past the year 9999 is a broken file, not a bookmark's age: PostgreSQL cannot store it.
  return ms <= LATEST_ADD_DATE_MS ? new Date(Math.floor(ms)) : undefined;
}

/**
 * Writes links as a Netscape bookmark file that browsers and linkding import. The link type
 * travels in a `LINK_TYPE` attribute, which other tools ignore and our parser reads back; a tag
 * would have polluted the tags elsewhere. The format has no escape for a comma inside a tag
 * name, so such a name comes back as two tags.
 */
export function serializeNetscapeBookmarks(links: readonly ExportableLink[], title = 'Bookmarks'): string {
  const lines = [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<!-- This is an automatically generated file.',
    '     It will be read and overwritten.',
    '     DO NOT EDIT! -->',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    `<TITLE>${escapeHtml(title)}</TITLE>`,
    `<H1>${escapeHtml(title)}</H1>`,
    '<DL><p>',
  ];
  for (const link of links) {
    const attributes = [`HREF="${escapeHtml(link.linkUrl)}"`];
    const created = link.createdAt?.getTime();
    if (created !== undefined && Number.isFinite(created)) {
      attributes.push(`ADD_DATE="${Math.floor(created / 1000)}"`);
    }
    const tags = link.linkTags.map((tag) => tag.linkTagName);
    if (tags.length > 0) attributes.push(`TAGS="${escapeHtml(tags.join(','))}"`);
    attributes.push(`LINK_TYPE="${escapeHtml(link.linkType)}"`);
    lines.push(`    <DT><A ${attributes.join(' ')}>${escapeHtml(link.linkName)}</A>`);
    if (link.linkDescription.trim()) lines.push(`    <DD>${escapeHtml(link.linkDescription)}`);
  }
  lines.push('</DL><p>', '');
  return lines.join('\n');
}

// Safe in text and in double-quoted attributes alike.
function escapeHtml(value: string): string {
  return value.replace(/[&<>"]/g, (character) => `&${ENTITY[character]};`);
}
const ENTITY: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' };
