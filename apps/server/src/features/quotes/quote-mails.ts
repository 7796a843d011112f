import type { Quote } from '@app/shared/quotes';
import { escapeHtml } from '../../mail/escape-html.ts';
import type { QueuedMail } from '../../mail/mail-queue.ts';

type Company = { name: string; supportEmail: string; supportPhone: string };

/** Tells the administrator a custom quote was requested, with everything needed to reply. */
export function quoteNotificationMail(options: { to: string; quote: Quote; adminUrl: string }): QueuedMail {
  const { to, quote, adminUrl } = options;
  const text = [
    `New custom quote request from ${quote.name}.`,
    '',
    `Name: ${quote.name}`,
    `Mobile: ${quote.mobile}`,
    `Email: ${quote.email}`,
    '',
    'Requirement:',
    quote.description,
    '',
    `All quote requests: ${adminUrl}`,
  ].join('\n');
  const html = `<p>New custom quote request from <strong>${escapeHtml(quote.name)}</strong>.</p>
<p>Mobile: <a href="tel:+91${escapeHtml(quote.mobile)}">${escapeHtml(quote.mobile)}</a><br>
Email: <a href="mailto:${escapeHtml(quote.email)}">${escapeHtml(quote.email)}</a></p>
<p><strong>Requirement:</strong></p>
<p>${escapeHtml(quote.description).replace(/\n/g, '<br>')}</p>
<p><a href="${escapeHtml(adminUrl)}">All quote requests</a></p>`;
  return { to, subject: `Quote request from ${quote.name}`, text, html };
}

/** Confirms to the customer that the request arrived, so they know it was not lost. */
export function quoteReceivedMail(options: { quote: Quote; company: Company }): QueuedMail {
  const { quote, company } = options;
  const text = [
    `Hello ${quote.name},`,
    '',
    `Thank you for asking ${company.name} for a quote. We have your requirement:`,
    '',
    quote.description,
    '',
    'We will call or write to you within 2 working days.',
    `Questions meanwhile? Call ${company.supportPhone} or write to ${company.supportEmail}.`,
    `— ${company.name}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(quote.name)},</p>
<p>Thank you for asking ${escapeHtml(company.name)} for a quote. We have your requirement:</p>
<blockquote>${escapeHtml(quote.description).replace(/\n/g, '<br>')}</blockquote>
<p>We will call or write to you within 2 working days.<br>
Questions meanwhile? Call ${escapeHtml(company.supportPhone)} or write to
<a href="mailto:${escapeHtml(company.supportEmail)}">${escapeHtml(company.supportEmail)}</a>.</p>
<p>— ${escapeHtml(company.name)}</p>`;
  return { to: quote.email, subject: `We received your quote request — ${company.name}`, text, html };
}
