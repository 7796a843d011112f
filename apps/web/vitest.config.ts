import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    // A screen's first test also loads its lazy chunk; with the server suite sharing two cores
    // that can pass 5 s, so a slow machine is not mistaken for a failure.
    testTimeout: 15_000,
  },
});
