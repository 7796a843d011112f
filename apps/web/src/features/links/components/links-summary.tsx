type LinksSummaryProps = { totalLinks: number; totalPages: number; page: number };

/** Spec §2: the list shows total links, total pages and the current page. */
export function LinksSummary({ totalLinks, totalPages, page }: LinksSummaryProps) {
  return (
    <ul className="list-inline mb-0" aria-label="Links summary">
      <li className="list-inline-item">Total links: {totalLinks}</li>
      <li className="list-inline-item">Total pages: {totalPages}</li>
      <li className="list-inline-item">Current page: {page}</li>
    </ul>
  );
}
