import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy route chunks load slowly on a busy CI machine (both cores shared with the server suite);
// waiting up to 5 s keeps find*/waitFor from failing on load rather than on behaviour.
configure({ asyncUtilTimeout: 5000 });

// House rule: a console error (React warnings included) fails the test that caused it.
const consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
  }
});
