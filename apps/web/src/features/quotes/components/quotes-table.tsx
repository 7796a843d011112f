import type { Quote } from '@app/shared/quotes';
import { Table } from 'react-bootstrap';

const receivedFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Formats when a quote arrived as the administrator reads it (Indian English, local time). */
export function formatReceived(isoDate: string): string {
  const date = new Date(isoDate);
  // An unreadable date is shown as sent rather than breaking the whole list.
  return Number.isNaN(date.getTime()) ? isoDate : receivedFormat.format(date);
}

/** The administrator's list of custom quote requests, one row each. */
export function QuotesTable({ quotes }: { quotes: Quote[] }) {
  return (
    <Table responsive striped className="align-middle">
      <caption className="visually-hidden">Custom quote requests, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Name</th>
          <th scope="col">Mobile</th>
          <th scope="col">Email</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.quoteId}>
            <td className="text-nowrap">
              <time dateTime={quote.createdAt}>{formatReceived(quote.createdAt)}</time>
            </td>
            <td>{quote.name}</td>
            <td className="text-nowrap">
              <a href={`tel:${quote.mobile}`}>{quote.mobile}</a>
            </td>
            <td>
              <a href={`mailto:${quote.email}`}>{quote.email}</a>
            </td>
            <td className="preserve-lines">{quote.description}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
