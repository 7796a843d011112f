import { createHash } from 'node:crypto';
import { formatRupees } from '@app/shared/money';
import type { OrderEntity } from '../orders/cashfree/cashfree-types.ts';
import { CHECKOUT_SCRIPT } from './checkout-script.ts';
import { CHECKOUT_STYLES } from './checkout-styles.ts';
import { FAILURE_CARD, groupDigits, SUCCESS_CARD, TEST_CARDS } from './test-cards.ts';

const version = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);
/** Asset URLs carry a hash of their content, so they can be cached for good. */
export const ASSET_VERSION = { script: version(CHECKOUT_SCRIPT), styles: version(CHECKOUT_STYLES) };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Every value put in the page goes through this: company name and order id come from outside. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

// Relative asset URLs: the page works under whatever prefix the app mounts the emulator at.
function layout(title: string, companyName: string, content: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(companyName)}</title>
<link rel="stylesheet" href="checkout.css?v=${ASSET_VERSION.styles}">
<script src="checkout.js?v=${ASSET_VERSION.script}" defer></script>
</head>
<body>
<main class="sheet">
<p class="test-label"><strong>Test payment — no money moves</strong></p>
${content}
</main>
</body>
</html>
`;
}

function field(name: string, label: string, attributes: string): string {
  return `<div class="field">
<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attributes} required aria-describedby="${name}-error">
<p class="field-error" id="${name}-error" hidden></p>
</div>`;
}

/** The card form the web app shows in its payment modal. */
export function checkoutPage(order: OrderEntity, companyName: string): string {
  const amount = escapeHtml(formatRupees(order.order_amount));
  const sandboxCards = TEST_CARDS.filter((card) => card.number !== SUCCESS_CARD && card.outcome === 'SUCCESS')
    .map((card) => `<code>${groupDigits(card.number)}</code>`)
    .join(', ');
  return layout(
    `Pay ${formatRupees(order.order_amount)}`,
    companyName,
    `<p class="merchant">${escapeHtml(companyName)}</p>
<h1>Pay ${amount}</h1>
<p class="order">Order <code>${escapeHtml(order.order_id)}</code></p>
<form id="pay-form" action="checkout/pay" method="post" novalidate>
<input type="hidden" name="payment_session_id" value="${escapeHtml(order.payment_session_id)}">
${field('card_number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field('card_holder_name', 'Name on card', 'autocomplete="cc-name" maxlength="100"')}
<div class="row">
${field('card_expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="5"')}
${field('card_cvv', 'CVV', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
<p id="form-error" class="form-error" role="alert" hidden></p>
<div class="actions">
<button type="submit" class="pay">Pay ${amount}</button>
<button type="button" id="cancel" class="secondary">Cancel</button>
</div>
</form>
<div id="result" class="result" role="status" tabindex="-1" hidden><h2></h2><p></p></div>
<section class="test-cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Test cards</h2>
<ul>
<li><code>${groupDigits(SUCCESS_CARD)}</code>: the payment succeeds</li>
<li><code>${groupDigits(FAILURE_CARD)}</code>: the payment fails</li>
</ul>
<p>Any name, any future expiry date and any 3-digit CVV.</p>
<details><summary>Cashfree sandbox cards</summary><p>These succeed too: ${sandboxCards}.</p></details>
</section>`,
  );
}

/**
 * A page with a message instead of the form (a bad link, an order already paid). Inside the
 * modal its Close button sends `closeMessage` to the embedding window.
 */
export function messagePage(options: {
  companyName: string;
  title: string;
  text: string;
  kind: 'success' | 'problem';
  closeMessage: Record<string, string>;
}): string {
  return layout(
    options.title,
    options.companyName,
    `<p class="merchant">${escapeHtml(options.companyName)}</p>
<div class="result ${options.kind}" role="status"><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.text)}</p></div>
<div class="actions"><button type="button" id="close" class="secondary" data-message="${escapeHtml(JSON.stringify(options.closeMessage))}" hidden>Close</button></div>`,
  );
}
