import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFERRED_STYLESHEETS_ELEMENT_ID } from '@app/shared/routes';

/** The first-paint CSS of the pre-rendered pages, and the CSP source that lets it run inline. */
export type CriticalCss = { css: string; cspSource: string };

const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*)>/g;

/**
 * The web build's `critical.css` (apps/web/scripts/critical-css.ts), or undefined when there is
 * none or it cannot sit inside a <style> element; pages then link the full stylesheets only.
 */
export function loadCriticalCss(webDistDir: string | undefined): CriticalCss | undefined {
  const file = webDistDir ? path.join(webDistDir, 'critical.css') : undefined;
  if (!file || !existsSync(file)) return undefined;
  const css = readFileSync(file, 'utf8');
  if (css.trim() === '' || /<\/style/i.test(css)) return undefined;
  const digest = createHash('sha256').update(css, 'utf8').digest('base64');
  return { css, cspSource: `'sha256-${digest}'` };
}

/**
 * The page with the critical CSS inline in place of the stylesheet links of its <head>. The
 * links wait, inert, in a <template> until the web app first shows a screen that needs them
 * (apps/web/src/lib/deferred-stylesheets.ts), so nothing but the page itself is fetched before
 * the first paint; a browser without JavaScript gets them from <noscript>.
 */
export function withCriticalCss(html: string, critical: CriticalCss): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const links = (head.match(STYLESHEET_LINK) ?? []).join('');
  if (links === '') return html;
  let first = true;
  const styledHead = head.replace(STYLESHEET_LINK, () => {
    if (!first) return '';
    first = false;
    return `<style>${critical.css}</style>`;
  });
  return `${styledHead}<template id="${DEFERRED_STYLESHEETS_ELEMENT_ID}">${links}</template><noscript>${links}</noscript>${html.slice(headEnd)}`;
}
