import { z } from 'zod';
import { LINK_SEARCH_MIN_LENGTH, linkMessages } from './link-constants.ts';

/** Spec §3 "LinkTag". */
export const LinkTagSchema = z.object({ linkTagId: z.number().int().nullable(), linkTagName: z.string() });
export type LinkTag = z.infer<typeof LinkTagSchema>;

/**
 * Spec §3 "Link"; linkImage is a base64 PNG thumbnail, or null when none could be fetched.
 * Beyond the spec: `sharedBy` is the owner's email when the link was shared to you (null when
 * it is yours), and `sharedWith` the administrators you shared it with (empty for a receiver).
 */
export const LinkSchema = z.object({
  linkId: z.number().int(),
  linkUrl: z.string(),
  linkName: z.string(),
  linkDescription: z.string(),
  linkType: z.string(),
  linkTags: z.array(LinkTagSchema),
  linkImage: z.string().nullable(),
  sharedBy: z.string().nullable(),
  sharedWith: z.array(z.string()),
});
export type Link = z.infer<typeof LinkSchema>;

// abort: an empty field shows only its 'required' message, not the later rules too.
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max);

/** Spec §5 link form; POST /api/v1/links creates, or updates when `linkId` is one you own. */
export const SaveLinkInputSchema = z.object({
  linkId: z.number().int().positive().optional(),
  linkUrl: required(linkMessages.urlRequired, 2048).refine(
    isHttpUrl,
    'Url must start with http:// or https://',
  ),
  linkName: required(linkMessages.nameRequired, 200),
  linkDescription: required(linkMessages.descriptionRequired, 2000),
  linkType: required(linkMessages.typeRequired, 100),
  // Spec §5: the tag list is required (it may be empty); new names are created on first use.
  linkTags: z
    .array(z.object({ linkTagId: z.number().int().nullable().optional(), linkTagName: z.string().max(100) }))
    .max(50),
});
export type SaveLinkInput = z.input<typeof SaveLinkInputSchema>;

/** Spec §3 "Links page response". */
export const LinksPageSchema = z.object({
  listOfLinks: z.array(LinkSchema),
  totalLinksCount: z.number().int(),
  totalPages: z.number().int(),
});
export type LinksPage = z.infer<typeof LinksPageSchema>;

/** Spec §3 "Link search request"; linkTagNames is always sent empty by the web app. */
export const LinkSearchInputSchema = z.object({
  searchText: z
    .string()
    .trim()
    .min(LINK_SEARCH_MIN_LENGTH, `Search needs at least ${LINK_SEARCH_MIN_LENGTH} characters`)
    .max(200),
  linkTagNames: z.array(z.string()).default([]),
});
export type LinkSearchInput = z.input<typeof LinkSearchInputSchema>;

/** POST /api/v1/links/{linkId}/share and .../unshare: the other administrator. */
export const ShareLinkInputSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(linkMessages.shareEmailInvalid)),
});
export type ShareLinkInput = z.input<typeof ShareLinkInputSchema>;

/** POST /api/v1/links/import (a Netscape bookmark file as text/html) answers with the counts. */
export const LinkImportResultSchema = z.object({
  imported: z.number().int(),
  skippedDuplicates: z.number().int(),
  skippedInvalid: z.number().int(),
  message: z.string(),
});
export type LinkImportResult = z.infer<typeof LinkImportResultSchema>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Tag names as stored: trimmed, empty ones dropped, one per name whatever its case. */
export function normalizeTagNames(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed && !seen.has(trimmed.toLowerCase())) seen.set(trimmed.toLowerCase(), trimmed);
  }
  return [...seen.values()];
}
