import type { LinkTag } from '@app/shared/links';

/** Tags are one per name whatever its case (design §3), so names are compared by this key. */
export function tagKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The tags of all lists, in order, keeping the first of each name (known tags carry their id). */
export function mergeTags(...lists: readonly (readonly LinkTag[])[]): LinkTag[] {
  const seen = new Map<string, LinkTag>();
  for (const tag of lists.flat()) {
    const key = tagKey(tag.linkTagName);
    if (key && !seen.has(key)) seen.set(key, tag);
  }
  return [...seen.values()];
}
