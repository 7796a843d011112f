import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:durability`: the built server as a child process, killed and stopped on purpose
 * (design §2, §5). Kept out of the default `vitest run`: it needs `dist/`, and each file takes
 * tens of seconds.
 */
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'durability',
    include: ['durability/**/*.test.ts'],
    // One file at a time: each loads both cores, and timing is part of what they check.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
