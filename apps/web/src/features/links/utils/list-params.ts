import {
  DEFAULT_LINK_PAGE,
  DEFAULT_LINK_PAGE_SIZE,
  DEFAULT_LINK_SORT,
  DEFAULT_SORT_ORDER,
  LINK_PAGE_SIZES,
  LINK_SORT_FIELDS,
  type LinkSortField,
  SORT_ORDERS,
  type SortOrder,
} from '@app/shared/links/constants';

/** A links list's page, size, sort and search, as kept in the address (?page=2&size=25…). */
export type ListParams = {
  page: number;
  size: number;
  sortBy: LinkSortField;
  order: SortOrder;
  search: string;
};

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads the list's state from the query string; anything missing or unknown is the spec §9 default. */
export function parseListParams(params: URLSearchParams): ListParams {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page >= 1 ? page : DEFAULT_LINK_PAGE,
    size: oneOf(LINK_PAGE_SIZES, Number(params.get('size')), DEFAULT_LINK_PAGE_SIZE),
    sortBy: oneOf(LINK_SORT_FIELDS, params.get('sortBy'), DEFAULT_LINK_SORT),
    order: oneOf(SORT_ORDERS, params.get('order'), DEFAULT_SORT_ORDER),
    search: params.get('search') ?? '',
  };
}

/** The query string for `state`, leaving defaults out so a plain list keeps a plain address. */
export function toSearchParams(state: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== DEFAULT_LINK_PAGE) params.set('page', String(state.page));
  if (state.size !== DEFAULT_LINK_PAGE_SIZE) params.set('size', String(state.size));
  if (state.sortBy !== DEFAULT_LINK_SORT) params.set('sortBy', state.sortBy);
  if (state.order !== DEFAULT_SORT_ORDER) params.set('order', state.order);
  if (state.search) params.set('search', state.search);
  return params;
}

/** Spec §4: each click on a sortable header toggles the order; another column starts ascending. */
export function nextSort(state: ListParams, sortBy: LinkSortField): Pick<ListParams, 'sortBy' | 'order'> {
  if (state.sortBy !== sortBy) return { sortBy, order: 'ASC' };
  return { sortBy, order: state.order === 'ASC' ? 'DESC' : 'ASC' };
}
