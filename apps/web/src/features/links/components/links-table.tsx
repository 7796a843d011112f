import type { Link } from '@app/shared/links';
import type { LinkSortField, SortOrder } from '@app/shared/links/constants';
import { Table } from 'react-bootstrap';
import { safeHref } from '../utils/safe-href.ts';
import { LinkRowActions } from './link-row-actions.tsx';
import { LinkThumbnail } from './link-thumbnail.tsx';
import { SortableHeader } from './sortable-header.tsx';

/** The extra column of the shared lists: whom I shared a link with, or who shared it with me. */
export type SharingColumn = 'sharedWith' | 'sharedBy';

type LinksTableProps = {
  links: Link[];
  sortBy: LinkSortField;
  order: SortOrder;
  onSort: (field: LinkSortField) => void;
  onDelete: (link: Link) => void;
  sharingColumn?: SharingColumn | undefined;
  busy?: boolean;
};

/** The links table of spec §2: sortable name, description and type, a thumbnail and actions. */
export function LinksTable({ links, sortBy, order, onSort, onDelete, sharingColumn, busy }: LinksTableProps) {
  const sort = { sortBy, order, onSort };
  return (
    <Table responsive striped className="links-table align-middle" aria-busy={busy || undefined}>
      <thead>
        <tr>
          <SortableHeader field="linkName" label="Link Url" {...sort} />
          <SortableHeader field="linkDescription" label="Link Description" {...sort} />
          <SortableHeader field="linkType" label="Link Type" {...sort} />
          <th scope="col">Thumbnail</th>
          {sharingColumn === 'sharedWith' ? <th scope="col">Shared With</th> : null}
          {sharingColumn === 'sharedBy' ? <th scope="col">Shared By</th> : null}
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {links.map((link) => (
          <tr key={link.linkId}>
            <td className="link-name text-break">
              {safeHref(link.linkUrl) ? (
                <a href={safeHref(link.linkUrl)} target="_blank" rel="noopener noreferrer">
                  {link.linkName}
                </a>
              ) : (
                link.linkName
              )}
            </td>
            <td className="link-description">{link.linkDescription}</td>
            <td>{link.linkType}</td>
            <td>
              <LinkThumbnail link={link} />
            </td>
            {sharingColumn === 'sharedWith' ? (
              <td className="text-break">{link.sharedWith.join(', ')}</td>
            ) : null}
            {sharingColumn === 'sharedBy' ? <td className="text-break">{link.sharedBy}</td> : null}
            <td>
              <LinkRowActions link={link} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
