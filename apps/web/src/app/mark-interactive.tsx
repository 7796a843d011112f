import { useEffect } from 'react';

/**
 * Sets `data-interactive` on <html> once React has taken over the page. A server-rendered page
 * is readable before that, but its buttons (the phone navbar toggle) do nothing until then;
 * the browser journeys wait for this mark instead of guessing with timeouts.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
