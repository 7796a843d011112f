import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { downloadInvoice } from '../api/download-invoice.ts';

/** The dashboard's 'Bill' link: downloads the order's invoice PDF. */
export function InvoiceButton({ orderId }: { orderId: string }) {
  const [downloading, setDownloading] = useState(false);

  const onClick = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(orderId);
    } catch (error) {
      // Spec §8: invoice download errors are only logged.
      console.warn('The invoice could not be downloaded', error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button variant="link" size="sm" onClick={onClick} disabled={downloading} aria-busy={downloading}>
      {downloading ? (
        <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" />
      ) : (
        <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
      )}
      Bill <span className="visually-hidden">for order {orderId}</span>
    </Button>
  );
}
