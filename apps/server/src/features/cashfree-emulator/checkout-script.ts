/**
 * The checkout page's script, served as /checkout.js: the app's CSP allows no inline script.
 * Plain browser JavaScript kept as a string because the server build bundles TypeScript only.
 *
 * The embedding window (the web app's payment modal) hears, by postMessage, what Cashfree's
 * SDK would report: `paymentDetails` once a payment finished (succeeded or failed) and
 * `error` with code `user_dropped` when the person cancels. Opened on its own, the page shows
 * the outcome itself.
 */
// biome-ignore lint/complexity/noUselessStringRaw: a regex added later (\d) must keep its backslash.
export const CHECKOUT_SCRIPT = String.raw`'use strict';
(() => {
  const embedded = window.parent !== window;
  const notify = (message) => {
    if (embedded) window.parent.postMessage(Object.assign({ source: 'cashfree-emulator' }, message), '*');
  };
  const show = (element, text) => {
    element.textContent = text;
    element.hidden = !text;
  };

  // Message pages (a bad link, an order already paid) offer Close inside the modal only.
  const close = document.getElementById('close');
  if (close) {
    close.hidden = !embedded;
    close.addEventListener('click', () => notify(JSON.parse(close.dataset.message)));
  }

  const form = document.getElementById('pay-form');
  if (!form) return;
  const formError = document.getElementById('form-error');
  const result = document.getElementById('result');
  const cancel = document.getElementById('cancel');
  const session = form.elements.namedItem('payment_session_id').value;
  let finished = false;

  const setBusy = (busy) => {
    for (const button of form.querySelectorAll('button')) button.disabled = busy;
    form.setAttribute('aria-busy', String(busy));
  };
  const clearErrors = () => {
    show(formError, '');
    for (const slot of form.querySelectorAll('.field-error')) show(slot, '');
    for (const input of form.querySelectorAll('[aria-invalid]')) input.removeAttribute('aria-invalid');
  };
  // The server names the field in the error code (card_expiry_invalid); the message goes beside it.
  const showError = (body) => {
    const text = body.message || 'The payment could not be completed. Please try again.';
    const field = typeof body.code === 'string' ? body.code.replace(/_(invalid|missing)$/, '') : '';
    const input = field ? form.elements.namedItem(field) : null;
    const slot = input ? document.getElementById(field + '-error') : null;
    if (!input || !slot) return show(formError, text);
    show(slot, text);
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  };
  const showResult = (kind, title, text) => {
    result.className = 'result ' + kind;
    show(result.querySelector('h2'), title);
    show(result.querySelector('p'), text);
    result.hidden = false;
    result.focus();
  };
  const post = async (path, body) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return { ok: response.ok, body: await response.json().catch(() => ({})) };
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors();
    setBusy(true);
    try {
      const { ok, body } = await post('checkout/pay', Object.fromEntries(new FormData(form)));
      if (!ok) return showError(body);
      const success = body.status === 'SUCCESS';
      finished = success;
      form.hidden = success;
      showResult(
        success ? 'success' : 'failure',
        success ? 'Payment successful' : 'Payment failed',
        success ? body.payment_message : body.payment_message + '. Try again with another test card.',
      );
      notify({ type: 'paymentDetails', status: body.status, orderId: body.order_id, paymentMessage: body.payment_message });
    } catch {
      showError({ message: 'The payment service could not be reached. Please try again.' });
    } finally {
      setBusy(false);
    }
  });

  const drop = async () => {
    if (finished) return;
    finished = true;
    clearErrors();
    setBusy(true);
    // Recording the drop is best effort; the person has left either way.
    await post('checkout/drop', { payment_session_id: session }).catch(() => undefined);
    form.hidden = true;
    showResult('cancelled', 'Payment cancelled', 'You cancelled this test payment. No money moved.');
    notify({ type: 'error', code: 'user_dropped', message: 'Payment cancelled by user' });
  };
  cancel.addEventListener('click', drop);
  // Inside the modal, keys go to this frame; Escape must still close it, as with any dialog.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && embedded) drop();
  });
})();
`;
