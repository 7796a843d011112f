/** Spec §9 links constants. */
export const LINK_PAGE_SIZES = [5, 10, 25, 50, 75, 100] as const;
export const DEFAULT_LINK_PAGE = 1;
export const DEFAULT_LINK_PAGE_SIZE = 10;
export const LINK_SORT_FIELDS = ['linkName', 'linkDescription', 'linkType'] as const;
export type LinkSortField = (typeof LINK_SORT_FIELDS)[number];
export const DEFAULT_LINK_SORT: LinkSortField = 'linkName';
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT_ORDER: SortOrder = 'ASC';
/** A search needs at least this many characters; shorter shows the plain list (spec §4). */
export const LINK_SEARCH_MIN_LENGTH = 2;
/** Pagination shows at most this many page links, between Previous and Next. */
export const MAX_PAGE_LINKS = 7;

/** Spec §5 and §8 texts of the links screens, verbatim. */
export const linkMessages = {
  urlRequired: 'Url is required!',
  nameRequired: 'Link Name is required!',
  descriptionRequired: 'Link Description is required!',
  typeRequired: 'Link Type is required!',
  notAuthorized: 'User not authorized to perform operation, access denied!',
  notAuthenticated: 'User not authenticated, please login',
  somethingWrong: 'Something went wrong',
  accessDenied: 'Access Denied!',
  notFound: 'Link not found',
  // Beyond the spec: sharing and import.
  shareEmailInvalid: 'Please, enter a valid email',
  shareNoAdmin: 'No administrator has this email',
  shareSelf: 'You cannot share a link with yourself',
  ownerOnly: 'Only the owner of this link can change or share it',
  importEmpty: 'The file has no bookmarks',
  importTooLarge: 'The bookmark file is larger than 5 MB',
} as const;

/** Bookmark files larger than this are refused (413). */
export const LINK_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
