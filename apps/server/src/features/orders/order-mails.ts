import { formatRupees, paiseToRupees } from '@app/shared/money';
import type { OrderStatus } from '@app/shared/orders';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { QueuedMail } from '../../mail/mail-queue.ts';
import { invoiceFileName } from './invoices/invoice-pdf.ts';
import { invoiceStorageKey } from './invoices/order-invoices.ts';
import type { OrderRow } from './orders-repository.ts';

type Company = { name: string; supportEmail: string };

const statusWording: Record<OrderStatus, string> = {
  Pending: 'is waiting for payment',
  Paid: 'is paid',
  InProgress: 'is in progress: our team has started work',
  Complete: 'is complete',
  OnHold: 'is on hold',
  Failed: 'could not be completed: the payment failed',
  Canceled: 'has been cancelled',
};

function mail(to: string, subject: string, lines: string[], company: Company, link: string): QueuedMail {
  const text = [
    ...lines,
    '',
    `Your orders: ${link}`,
    `Questions? Write to ${company.supportEmail}.`,
    `— ${company.name}`,
  ];
  const html = `${lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n')}
<p><a href="${escapeHtml(link)}">Your orders</a></p>
<p>Questions? Write to <a href="mailto:${escapeHtml(company.supportEmail)}">${escapeHtml(company.supportEmail)}</a>.<br>— ${escapeHtml(company.name)}</p>`;
  return { to, subject, text: text.join('\n'), html };
}

/** Sent once, when the provider confirms the payment. */
export function orderPaidMail(
  order: OrderRow & { invoiceNumber: string },
  company: Company,
  dashboardUrl: string,
): QueuedMail {
  const plan = order.products.find((product) => product.type === 'plan');
  const confirmation = mail(
    order.customerEmail,
    `Payment received for order ${order.orderId}`,
    [
      `Hello ${order.customerName},`,
      `Thank you! We received ${formatRupees(paiseToRupees(order.amountPaise))} for order ${order.orderId}.`,
      `Plan: ${plan?.planTitle ?? ''}. Domain: ${order.domain}.`,
      `Your invoice ${order.invoiceNumber} is attached; you can also download it from your dashboard.`,
      'You will hear from us within 10–15 working days by email.',
    ],
    company,
    dashboardUrl,
  );
  return {
    ...confirmation,
    attachments: [
      {
        filename: invoiceFileName(order.orderId),
        contentType: 'application/pdf',
        storageKey: invoiceStorageKey(order.orderId),
      },
    ],
  };
}

/** Sent on every status change an administrator makes. */
export function orderStatusMail(
  order: OrderRow,
  note: string | undefined,
  company: Company,
  dashboardUrl: string,
): QueuedMail {
  return mail(
    order.customerEmail,
    `Order ${order.orderId}: ${order.orderStatus}`,
    [
      `Hello ${order.customerName},`,
      `Your order ${order.orderId} (${order.domain}) ${statusWording[order.orderStatus]}.`,
      note ? `Note from our team: ${note}` : '',
    ],
    company,
    dashboardUrl,
  );
}
