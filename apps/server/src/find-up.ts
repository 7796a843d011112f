import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `relative` in the folder of `fromUrl` or one of its parents. The same code runs from
 * `src/` (tests, tsx) and from the bundled `dist/`, which sit at different depths.
 */
export function findUp(fromUrl: string, relative: string): string | undefined {
  let dir = path.dirname(fileURLToPath(fromUrl));
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
