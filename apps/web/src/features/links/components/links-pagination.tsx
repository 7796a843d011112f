import { pageWindow } from '@app/shared/links/pagination';
import type { ReactNode } from 'react';
import { Pagination } from 'react-bootstrap';

type PageButtonProps = {
  label?: string;
  current?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
};

// react-bootstrap renders a current or disabled item as a plain span: button-only attributes
// (type, aria-label) would be invalid there, so they are given to real buttons only.
function PageButton({ label, current = false, disabled, onClick, children }: PageButtonProps) {
  const isButton = !current && !disabled;
  return (
    <Pagination.Item
      as="button"
      active={current}
      activeLabel=""
      disabled={disabled}
      aria-current={current ? 'page' : undefined}
      {...(isButton ? { type: 'button', onClick, 'aria-label': label } : {})}
    >
      {children}
    </Pagination.Item>
  );
}

type LinksPaginationProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  busy?: boolean;
};

/** Previous, up to seven page numbers around the current page, Next (spec §9). */
export function LinksPagination({ page, totalPages, onPage, busy = false }: LinksPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Links pages">
      <Pagination className="flex-wrap justify-content-center">
        <PageButton disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </PageButton>
        {pageWindow(page, totalPages).map((number) => (
          <PageButton
            key={number}
            label={`Page ${number}`}
            current={number === page}
            disabled={busy}
            onClick={() => onPage(number)}
          >
            {number}
          </PageButton>
        ))}
        <PageButton disabled={busy || page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </PageButton>
      </Pagination>
    </nav>
  );
}
