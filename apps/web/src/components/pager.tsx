import { Button } from 'react-bootstrap';

type PagerProps = { page: number; totalPages: number; onPage: (page: number) => void; busy?: boolean };

/** Previous / Next with "Page X of Y" between them. */
export function Pager({ page, totalPages, onPage, busy = false }: PagerProps) {
  return (
    <nav aria-label="Pages" className="d-flex align-items-center justify-content-center gap-3">
      <Button variant="outline-primary" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
        Previous
      </Button>
      <span>
        Page {page} of {Math.max(totalPages, 1)}
      </span>
      <Button
        variant="outline-primary"
        onClick={() => onPage(page + 1)}
        disabled={busy || page >= totalPages}
      >
        Next
      </Button>
    </nav>
  );
}
