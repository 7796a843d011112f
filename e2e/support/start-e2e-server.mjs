// Starts the built server for the end-to-end run on a fresh data folder, with a known
// administrator and rate limits high enough for one browser signing in many times.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const port = process.env.PORT ?? '8181';
const dataDir = path.join(os.tmpdir(), `navya-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// A second administrator, to share links with (added the way an operator would: npm run admin:add).
const added = spawnSync(
  process.execPath,
  [path.join(root, 'apps', 'server', 'dist', 'add-admin.js'), 'colleague@navya.test'],
  {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, NEW_ADMIN_PASSWORD: 'colleague-password-e2e' },
  },
);
if (added.status !== 0) process.exit(added.status ?? 1);
const server = spawn(process.execPath, [path.join(root, 'apps', 'server', 'dist', 'server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: 'admin@navya.test',
    ADMIN_PASSWORD: 'admin-password-e2e',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    QUOTE_RATE_LIMIT_PER_IP: '1000',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
