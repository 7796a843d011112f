/** The video service whose links the manager keeps; its name precedes the title (spec §2). */
export const VIDEO_SERVICE_NAME = 'YouTube';

/** Page titles of the links screens (spec §2 names the first four). */
export const linksTitles = {
  home: `${VIDEO_SERVICE_NAME} Links Manager App`,
  create: 'Add New Link',
  edit: 'Update Link',
  details: 'Link Details',
  sharedBy: 'Links Shared By Me',
  sharedTo: 'Links Shared With Me',
} as const;

/** Texts the spec leaves open (success notices, empty lists). */
export const linksNotices = {
  saved: 'Link saved',
  deleted: 'Link deleted',
  noLinks: 'No links yet.',
  noMatches: 'No links match this search.',
  noneSharedBy: 'You have not shared any links.',
  noneSharedTo: 'No links have been shared with you.',
  sharedWith: (email: string) => `Link shared with ${email}`,
  unsharedWith: (email: string) => `Link no longer shared with ${email}`,
  imported: (counts: { imported: number; skippedDuplicates: number; skippedInvalid: number }) =>
    `Imported ${counts.imported}, skipped ${counts.skippedDuplicates} duplicates and ${counts.skippedInvalid} invalid`,
} as const;
