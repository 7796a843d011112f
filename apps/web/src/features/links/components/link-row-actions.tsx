import type { Link as LinkData } from '@app/shared/links';
import { webRoutes } from '@app/shared/routes';
import { Button } from 'react-bootstrap';
import { generatePath, Link } from 'react-router';

type LinkRowActionsProps = { link: LinkData; onDelete: (link: LinkData) => void };

/** View for every link; Edit and Delete only for my own (a link shared with me is view-only). */
export function LinkRowActions({ link, onDelete }: LinkRowActionsProps) {
  const linkId = String(link.linkId);
  const name = <span className="visually-hidden">{link.linkName}</span>;
  return (
    <div className="d-flex gap-1">
      <Link className="btn btn-sm btn-outline-primary" to={generatePath(webRoutes.viewLink, { linkId })}>
        View {name}
      </Link>
      {link.sharedBy === null ? (
        <>
          <Link
            className="btn btn-sm btn-outline-secondary"
            to={generatePath(webRoutes.editLink, { linkId })}
          >
            Edit {name}
          </Link>
          <Button size="sm" variant="outline-danger" onClick={() => onDelete(link)}>
            Delete {name}
          </Button>
        </>
      ) : null}
    </div>
  );
}
