import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function collect(child: ChildProcess) {
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk) => {
    output.stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output, exited };
}

describe('the server process', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('refuses a bad configuration with one line naming the variable, and exits non-zero', async () => {
    const child = startServer({ PORT: 'not-a-port' });
    const { output, exited } = collect(child);
    expect(await exited).toBe(1);
    expect(output.stderr.trim().split('\n')).toHaveLength(1);
    expect(output.stderr).toMatch(/^Invalid configuration: PORT: /);
  });

  it('starts on a fresh data folder, prints the administrator once, and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'server-process-'));
    dirs.push(dataDir);
    const child = startServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' });
    const { output, exited } = collect(child);
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no listen line:\n${output.stdout}${output.stderr}`)),
        40_000,
      );
      child.stdout?.on('data', () => {
        const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
    });
    expect(output.stdout).toMatch(/Administrator created: admin@localhost \/ \S+/);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.stdout).toContain('shutting down');
  });
});
