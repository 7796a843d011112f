// The end-to-end tests drive Debian's Chromium (Playwright cannot download browsers here).
// Installs it when missing and we are root; otherwise says exactly what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(`Chromium not found at ${chromium}. Install it with: sudo apt-get install -y chromium`);
  console.error('(or set CHROMIUM_PATH to a Chromium or Chrome binary)');
  process.exit(1);
}

console.log('Chromium is missing: installing Debian’s chromium package…');
const run = (args) =>
  spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
if (
  run(['update']).status !== 0 ||
  run(['install', '-y', '--no-install-recommends', 'chromium']).status !== 0
) {
  console.error('Installing chromium failed. Install it by hand: apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(`chromium installed, but ${chromium} is still missing; set CHROMIUM_PATH.`);
  process.exit(1);
}
