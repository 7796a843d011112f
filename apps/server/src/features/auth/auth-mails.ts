import { escapeHtml } from '../../mail/escape-html.ts';
import type { QueuedMail } from '../../mail/mail-queue.ts';

export function passwordResetMail(options: {
  to: string;
  name: string;
  resetUrl: string;
  companyName: string;
  supportEmail: string;
}): QueuedMail {
  const { to, name, resetUrl, companyName, supportEmail } = options;
  const text = [
    `Hello ${name},`,
    '',
    `We received a request to reset the password of your ${companyName} account.`,
    'Open this link to choose a new password. It works once and expires in 30 minutes:',
    '',
    resetUrl,
    '',
    'If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    `Need help? Write to ${supportEmail}.`,
    `— ${companyName}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>We received a request to reset the password of your ${escapeHtml(companyName)} account.
Open this link to choose a new password. It works once and expires in 30 minutes:</p>
<p><a href="${escapeHtml(resetUrl)}">Reset my password</a></p>
<p>If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>Need help? Write to <a href="mailto:${escapeHtml(supportEmail)}">${escapeHtml(supportEmail)}</a>.<br>— ${escapeHtml(companyName)}</p>`;
  return { to, subject: `Reset your ${companyName} password`, text, html };
}
