import { SAC } from '@app/shared/orders';
import type { Config } from '../../../config.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { OrderRow } from '../orders-repository.ts';
import { type InvoiceData, renderInvoicePdf } from './invoice-pdf.ts';

/** Where a paid order's invoice is kept in file storage. */
export function invoiceStorageKey(orderId: string): string {
  return `invoices/${orderId}.pdf`;
}

/** The GST invoice of a paid order, from the order's price snapshot and the seller's config. */
export function invoiceDataOf(order: OrderRow & { invoiceNumber: string }, config: Config): InvoiceData {
  return {
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.paidAt ?? order.updatedAt,
    orderId: order.orderId,
    transactionId: order.transactionId ?? '',
    seller: {
      name: config.company.name,
      address: config.company.address,
      gstin: config.company.gstin,
      email: config.company.supportEmail,
      phone: config.company.supportPhone,
    },
    buyer: {
      name: order.customerName,
      email: order.customerEmail,
      mobile: order.mobile,
      address: order.address,
    },
    lines: order.products.map((product) => ({
      description:
        product.type === 'plan'
          ? `${product.planTitle}: web development with the first year of hosting`
          : `Domain ${product.name}: registration and first month`,
      sac: product.type === 'plan' ? SAC.webDevelopment : SAC.webHosting,
      quantity: product.quantity,
      unitPricePaise: product.unitPricePaise,
      amountPaise: product.unitPricePaise * product.quantity,
    })),
    totalPaise: order.amountPaise,
  };
}

/**
 * Rendering costs ~100 ms of CPU (font parsing), and a paid order's invoice never changes, so
 * each is rendered once and kept in file storage; rendering is deterministic, so two first
 * requests racing write the same bytes.
 */
export function createOrderInvoices(deps: { storage: FileStorage; config: Config }) {
  return {
    async pdfFor(order: OrderRow & { invoiceNumber: string }): Promise<Buffer> {
      const key = invoiceStorageKey(order.orderId);
      const stored = await deps.storage.get(key);
      if (stored) return stored;
      const pdf = await renderInvoicePdf(invoiceDataOf(order, deps.config));
      await deps.storage.put(key, pdf);
      return pdf;
    },
  };
}

export type OrderInvoices = ReturnType<typeof createOrderInvoices>;
