// `npm start`: builds the web app and the server when their sources are newer than the last
// build (or there is none), then runs the server in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale(name, output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...sources.map(newestMtime));
  if (builtAt > changedAt) return;
  console.log(`Building ${name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = at('packages', 'shared', 'src');
// The critical CSS is written last (from the server-render build), so it is what tells whether
// the web build is whole.
buildIfStale('@app/web', at('apps', 'web', 'dist', 'critical.css'), [
  at('apps', 'web', 'src'),
  at('apps', 'web', 'scripts'),
  at('apps', 'web', 'public'),
  at('apps', 'web', 'index.html'),
  at('apps', 'web', 'vite.config.ts'),
  shared,
]);
buildIfStale('@app/server', at('apps', 'server', 'dist', 'server.js'), [
  at('apps', 'server', 'src'),
  at('apps', 'server', 'build.mjs'),
  shared,
]);

const server = spawn(process.execPath, ['--enable-source-maps', at('apps', 'server', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Pass stop signals on, so `kill` of this process stops the server gracefully too.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
