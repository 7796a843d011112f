import { type ChildProcess, spawn } from 'node:child_process';

export { freePort } from '../../apps/server/test/free-port.ts';

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a Node script with this environment, less DATABASE_URL (each target sets its own). */
export function startNode(script: string, env: Record<string, string>): ChildProcess {
  const { DATABASE_URL: _chosenPerTarget, ...inherited } = process.env;
  return spawn(process.execPath, [script], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Sends SIGTERM and waits for the process to end. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
