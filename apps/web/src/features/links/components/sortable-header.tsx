import type { LinkSortField, SortOrder } from '@app/shared/links/constants';

type SortableHeaderProps = {
  field: LinkSortField;
  label: string;
  sortBy: LinkSortField;
  order: SortOrder;
  onSort: (field: LinkSortField) => void;
};

/** A column header that sorts on click (spec §2); aria-sort tells which column orders the rows. */
export function SortableHeader({ field, label, sortBy, order, onSort }: SortableHeaderProps) {
  const active = field === sortBy;
  const ariaSort = active ? (order === 'ASC' ? 'ascending' : 'descending') : undefined;
  const icon = active ? (order === 'ASC' ? 'bi-sort-down-alt' : 'bi-sort-up') : 'bi-arrow-down-up';
  return (
    <th scope="col" aria-sort={ariaSort} className="text-nowrap">
      <button
        type="button"
        className="btn btn-link fw-semibold text-decoration-none text-reset"
        onClick={() => onSort(field)}
      >
        {label}
        <i className={`bi ${icon} ms-1`} aria-hidden="true" />
      </button>
    </th>
  );
}
