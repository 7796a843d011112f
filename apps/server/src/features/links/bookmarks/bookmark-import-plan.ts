import { normalizeTagNames } from '@app/shared/links';
import type { ParsedBookmark } from './netscape-bookmarks.ts';

/** The limits of SaveLinkInputSchema (@app/shared/links), which an imported link must meet too. */
export const IMPORT_LIMITS = { url: 2048, name: 200, description: 2000, type: 100, tagName: 100, tags: 50 };

/** The type given to a bookmark without our LINK_TYPE attribute and not on a video host. */
export const DEFAULT_LINK_TYPE = 'Bookmark';
const VIDEO_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com'];

/** A bookmark ready to be stored, shaped like the save-link body (tags created on first use). */
export type ImportableLink = {
  linkUrl: string;
  linkName: string;
  /** May be empty: browser exports have no descriptions, and inventing one would be fake data. */
  linkDescription: string;
  linkType: string;
  linkTags: { linkTagId: null; linkTagName: string }[];
  createdAt?: Date;
};

export type ImportPlan = {
  toCreate: ImportableLink[];
  skippedDuplicates: number;
  skippedInvalid: number;
};

/**
 * Sorts parsed bookmarks into those to create and those to skip. Invalid: an address that is
 * not http(s) (javascript:, place:, file:, empty) or longer than 2048 characters, since
 * shortening an address changes where it points. A name, description, type or tag name over
 * its limit is shortened instead, so a long page title does not cost the bookmark. Duplicates
 * are by the trimmed address, against `existingUrls` and earlier bookmarks of the same file
 * (the first one wins).
 */
export function planImport(
  bookmarks: readonly ParsedBookmark[],
  existingUrls: ReadonlySet<string>,
): ImportPlan {
  const seen = new Set([...existingUrls].map((url) => url.trim()));
  const plan: ImportPlan = { toCreate: [], skippedDuplicates: 0, skippedInvalid: 0 };
  for (const bookmark of bookmarks) {
    const linkUrl = bookmark.url.trim();
    const url = parseHttpUrl(linkUrl);
    if (!url || linkUrl.length > IMPORT_LIMITS.url) {
      plan.skippedInvalid += 1;
      continue;
    }
    if (seen.has(linkUrl)) {
      plan.skippedDuplicates += 1;
      continue;
    }
    seen.add(linkUrl);
    const tagNames = normalizeTagNames(bookmark.tags.map((tag) => truncate(tag, IMPORT_LIMITS.tagName)));
    const link: ImportableLink = {
      linkUrl,
      linkName: truncate(bookmark.name.trim() || linkUrl, IMPORT_LIMITS.name),
      linkDescription: truncate(bookmark.description.trim(), IMPORT_LIMITS.description),
      linkType: truncate(bookmark.linkType?.trim() ?? '', IMPORT_LIMITS.type) || defaultLinkType(url),
      linkTags: tagNames
        .slice(0, IMPORT_LIMITS.tags)
        .map((linkTagName) => ({ linkTagId: null, linkTagName })),
    };
    if (bookmark.addDate) link.createdAt = bookmark.addDate;
    plan.toCreate.push(link);
  }
  return plan;
}

/**
 * 'Video' for YouTube and Vimeo (the links manager is mostly about videos, spec §2, and these
 * get a thumbnail), otherwise 'Bookmark'.
 */
export function defaultLinkType(url: URL): string {
  const host = url.hostname.toLowerCase();
  return VIDEO_HOSTS.some((video) => host === video || host.endsWith(`.${video}`))
    ? 'Video'
    : DEFAULT_LINK_TYPE;
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

// Counted in UTF-16 units like zod's max(); a surrogate pair is never split.
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}
