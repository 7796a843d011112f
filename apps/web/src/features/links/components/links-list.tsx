import type { Link } from '@app/shared/links';
import { clampPage } from '@app/shared/links/pagination';
import { useEffect, useRef, useState } from 'react';
import { LoadFailedAlert } from '../../../components/load-failed-alert.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { isSearch, type LinksScope, useLinks } from '../api/get-links.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useReportQueryError } from '../hooks/use-report-query-error.ts';
import { linksNotices } from '../links-text.ts';
import { nextSort } from '../utils/list-params.ts';
import { DeleteLinkFlow } from './delete-link-flow.tsx';
import { LinksPagination } from './links-pagination.tsx';
import { LinksSummary } from './links-summary.tsx';
import { LinksTable, type SharingColumn } from './links-table.tsx';
import { PageSizeSelect } from './page-size-select.tsx';

const sharingColumns: Record<LinksScope, SharingColumn | undefined> = {
  mine: undefined,
  sharedby: 'sharedWith',
  sharedto: 'sharedBy',
};

function emptyText(scope: LinksScope, searching: boolean): string {
  if (scope === 'sharedby') return linksNotices.noneSharedBy;
  if (scope === 'sharedto') return linksNotices.noneSharedTo;
  return searching ? linksNotices.noMatches : linksNotices.noLinks;
}

type LinksListProps = {
  scope: LinksScope;
  /** Spec §8: the links dashboard goes to login when its first load fails. */
  goToLoginOnFirstFailure?: boolean;
};

/** A paged, sortable links table with its totals, page size and delete flow (spec §2, §4). */
export function LinksList({ scope, goToLoginOnFirstFailure = false }: LinksListProps) {
  const [params, update] = useListParams();
  const searchText = scope === 'mine' ? params.search : '';
  const links = useLinks({ ...params, scope, searchText });
  const [toDelete, setToDelete] = useState<Link | null>(null);
  const everLoaded = useRef(false);
  useEffect(() => {
    if (links.isSuccess) everLoaded.current = true;
  }, [links.isSuccess]);
  useReportQueryError(links.error, { goToLogin: goToLoginOnFirstFailure && !everLoaded.current });

  const data = links.isPlaceholderData ? undefined : links.data;
  // Spec §4: a page past the last (after deletes, or a stale address) moves to the last page.
  useEffect(() => {
    if (data && clampPage(params.page, data.totalPages) !== params.page) {
      update({ page: clampPage(params.page, data.totalPages) });
    }
  }, [data, params.page, update]);

  if (links.isPending) return <PageSpinner label="Loading links…" />;
  if (links.isError) {
    if (goToLoginOnFirstFailure && !everLoaded.current) return null;
    return <LoadFailedAlert what="the links" onRetry={() => links.refetch()} />;
  }
  const { listOfLinks, totalLinksCount, totalPages } = links.data;
  const page = clampPage(params.page, totalPages);
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <LinksSummary totalLinks={totalLinksCount} totalPages={totalPages} page={page} />
        <PageSizeSelect value={params.size} onChange={(size) => update({ size, page: 1 })} />
      </div>
      {listOfLinks.length === 0 ? (
        <p>{emptyText(scope, isSearch(searchText))}</p>
      ) : (
        <LinksTable
          links={listOfLinks}
          sortBy={params.sortBy}
          order={params.order}
          onSort={(field) => update(nextSort(params, field))}
          onDelete={setToDelete}
          sharingColumn={sharingColumns[scope]}
          busy={links.isPlaceholderData}
        />
      )}
      <LinksPagination
        page={page}
        totalPages={totalPages}
        onPage={(next) => update({ page: next })}
        busy={links.isPlaceholderData}
      />
      <DeleteLinkFlow link={toDelete} onDone={() => setToDelete(null)} />
    </>
  );
}
