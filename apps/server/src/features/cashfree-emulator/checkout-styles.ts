/**
 * The checkout page's styles, served as /checkout.css (the CSP allows no inline style).
 * Mobile first: one column that fits 390 px, 44 px touch targets, and colours with at least
 * 4.5:1 contrast (WCAG AA) against their background.
 */
export const CHECKOUT_STYLES = `
:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
  line-height: 1.5;
  color: #1d2125;
  background: #eef0f3;
}
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0; padding: 12px; }
.sheet {
  max-width: 460px;
  margin: 0 auto;
  padding: 20px 16px;
  background: #fff;
  border-radius: 12px;
  box-shadow: 0 1px 4px rgb(0 0 0 / 18%);
}
.test-label {
  margin: 0 0 16px;
  padding: 8px 12px;
  border: 1px solid #997404;
  border-radius: 8px;
  background: #fff3cd;
  color: #523e02;
  text-align: center;
}
.merchant { margin: 0; color: #495057; font-weight: 600; }
h1 { margin: 2px 0 4px; font-size: 1.6rem; }
h2 { margin: 0 0 4px; font-size: 1.15rem; }
.order { margin: 0 0 16px; color: #495057; overflow-wrap: anywhere; }
.order code { color: #1d2125; }
.field { margin-bottom: 12px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
label { display: block; margin-bottom: 4px; font-weight: 600; }
input {
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  color: inherit;
  border: 1px solid #6c757d;
  border-radius: 8px;
}
input[aria-invalid='true'] { border-color: #b02a37; }
:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
.field-error, .form-error { margin: 4px 0 0; color: #b02a37; }
.actions { display: grid; gap: 8px; margin-top: 16px; }
button {
  min-height: 44px;
  padding: 8px 16px;
  font: inherit;
  font-weight: 600;
  border-radius: 8px;
  cursor: pointer;
}
button:disabled { opacity: 0.7; cursor: progress; }
.pay { color: #fff; background: #0a58ca; border: 1px solid #0a58ca; }
.pay:hover:not(:disabled) { background: #084298; }
.secondary { color: #1d2125; background: #fff; border: 1px solid #6c757d; }
.result { margin: 16px 0 0; padding: 12px; border-radius: 8px; background: #f1f3f5; }
.result:focus { outline: none; }
.result h1 { font-size: 1.3rem; }
.result.success :is(h1, h2) { color: #146c43; }
.result:is(.failure, .problem) :is(h1, h2) { color: #b02a37; }
.test-cards { margin-top: 20px; padding-top: 12px; border-top: 1px solid #dee2e6; font-size: 0.95rem; }
.test-cards ul { margin: 4px 0 8px; padding-left: 20px; }
code {
  padding: 1px 4px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: nowrap;
  background: #f1f3f5;
  border-radius: 4px;
}
summary { cursor: pointer; }
`;
