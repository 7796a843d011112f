import type { EmiView } from '@app/shared/emi';
import { Table } from 'react-bootstrap';
import { formatIstDateTime } from '../../../lib/format-ist.ts';

const COLUMNS = ['Viewed at', 'Server IP', 'Client IP', 'Device', 'Browser', 'User agent'];

/** Who opened the audit summary, newest first; long user agents are cut, whole in the title. */
export function EmiViewsTable({ views }: { views: EmiView[] }) {
  return (
    <Table bordered striped hover responsive size="sm" aria-label="Summary views">
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className="text-nowrap">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {views.map((view) => (
          <tr key={view.viewId}>
            <td className="text-nowrap">{formatIstDateTime(view.viewedAt)}</td>
            <td>{view.serverIp || '—'}</td>
            <td>{view.clientIp || '—'}</td>
            <td>{view.device}</td>
            <td>{view.browser}</td>
            <td className="text-truncate" style={{ maxWidth: '18rem' }} title={view.userAgent}>
              {view.userAgent}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
