import { DEFERRED_STYLESHEETS_ELEMENT_ID } from '@app/shared/routes';

let applied: Promise<void> | undefined;

/**
 * A pre-rendered page arrives with only the CSS its own markup uses, inline, and the full
 * stylesheets' links held back in a <template> (design §5: nothing but the page is fetched
 * before the first paint on a slow phone). This puts them into <head>, resolving once they have
 * loaded (or failed), so a screen the browser renders is never shown unstyled. Resolves at once
 * on pages that deferred nothing.
 */
export function applyDeferredStylesheets(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve(); // rendering on the server
  applied ??= Promise.all(
    [...deferredLinks()].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
  return applied;
}

function deferredLinks(): HTMLLinkElement[] {
  const template = document.getElementById(DEFERRED_STYLESHEETS_ELEMENT_ID);
  if (!(template instanceof HTMLTemplateElement)) return [];
  template.remove();
  return [...template.content.querySelectorAll('link')].map(
    (link) => document.importNode(link, true) as HTMLLinkElement,
  );
}
