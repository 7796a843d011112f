import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port.ts';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
/** What `npm run build -w @app/server` writes and `npm start` runs. */
export const builtServer = path.join(serverDir, 'dist', 'server.js');

export const ADMIN = { email: 'durability-admin@example.in', password: 'durability-admin-password' };

export type RunningServer = {
  child: ChildProcess;
  url: string;
  output: { stdout: string; stderr: string };
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** The settings one data folder keeps across restarts (the secret signs tokens issued earlier). */
export function serverSettings(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PAYMENT_MODE: 'emulator',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_PER_IP: '100000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000000',
    LINK_THUMBNAILS: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...extra,
  };
}

const children = new Set<ChildProcess>();

/**
 * Starts the built server as `npm start` runs it, with only the given environment (never this
 * process's DATABASE_URL by accident), and waits until /readyz answers 200.
 */
export async function startBuiltServer(settings: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ...settings, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const server = { child, url: `http://127.0.0.1:${port}`, output, exited };
  await waitReady(server);
  return server;
}

async function waitReady(server: RunningServer, timeoutMs = 60_000): Promise<void> {
  let exit: { code: number | null; signal: string | null } | undefined;
  void server.exited.then((result) => {
    exit = result;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exit) {
    const ready = await fetch(`${server.url}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  const why = exit ? `exited (${exit.code ?? exit.signal})` : `not ready within ${timeoutMs} ms`;
  throw new Error(`server ${why}\n--- stdout\n${server.output.stdout}\n--- stderr\n${server.output.stderr}`);
}

/** SIGKILL, as a crash or `kill -9` would, and wait until the process is gone. */
export async function killHard(server: RunningServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** For afterAll/afterEach: no server outlives its test file, even when a test failed. */
export async function killAllServers(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
