import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createOrderId } from '@app/shared/orders';
import { afterAll, describe, expect, it } from 'vitest';
import { cheapestPlan, expectCall, orderCart, registration, signIn, signInAdmin } from './api-client.ts';
import { ADMIN, killAllServers, serverSettings, startBuiltServer } from './built-server.ts';
import { keepAliveClient, type Sent } from './keep-alive-client.ts';

type Outcome = Sent & { kind: string; startedAt: number };

describe('graceful shutdown of the built server under load (design §2)', () => {
  const dirs: string[] = [];
  const clients: { close(): void }[] = [];
  afterAll(async () => {
    for (const client of clients) client.close();
    await killAllServers();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('answers every request in flight at SIGTERM, never with a 5xx, then exits 0 within 10 s', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'durability-shutdown-'));
    dirs.push(dataDir);
    const server = await startBuiltServer(
      // info: the 'shutting down' line is logged at info level. A busy payment sweep and mail
      // worker (a welcome mail per registration) must stop cleanly too.
      serverSettings(dataDir, { LOG_LEVEL: 'info', PAYMENT_SWEEP_INTERVAL_MS: '250' }),
    );
    const admin = await signInAdmin(server.url);
    const buyerForm = registration('shutdown', 0);
    await expectCall(server.url, 'POST', '/api/auth/register', 201, { body: buyerForm });
    const buyer = await signIn(server.url, buyerForm, 'USER');
    const plan = await cheapestPlan(server.url);
    for (let i = 0; i < 20; i += 1) await expectCall(server.url, 'GET', '/api/v1/products', 200);

    const client = keepAliveClient(server.url);
    clients.push(client);
    let seq = 0;
    const next = () => {
      seq += 1;
      return seq;
    };
    const requests = {
      products: () => client.send('GET', '/api/v1/products'),
      linksPage: () => client.send('GET', '/api/v1/links/1/10/linkName/ASC', { headers: admin.headers }),
      // argon2: the slowest request there is.
      login: () => client.send('POST', '/api/auth/login', { body: { ...ADMIN, userType: 'ADMIN' } }),
      register: () => client.send('POST', '/api/auth/register', { body: registration('shutdown', next()) }),
      saveLink: () =>
        client.send('POST', '/api/v1/links', {
          headers: admin.headers,
          body: {
            linkUrl: `https://shutdown.example.in/${next()}`,
            linkName: `Shutdown link ${seq}`,
            linkDescription: 'Saved while the server stops',
            linkType: 'article',
            linkTags: [{ linkTagName: 'shutdown' }],
          },
        }),
      // In emulator mode the server calls its own payment emulator over HTTP while answering.
      order: () =>
        client.send('POST', '/api/payment/cashfree-order', {
          headers: buyer.headers,
          body: {
            amount: plan.price,
            products: orderCart(plan, `shutdown-${next()}.in`),
            orderId: createOrderId(),
          },
        }),
    };
    type Kind = keyof typeof requests;
    const loops: Record<Kind, number> = {
      products: 6,
      linksPage: 2,
      login: 2,
      register: 1,
      saveLink: 3,
      order: 2,
    };

    const outcomes: Outcome[] = [];
    const inFlight = new Set<{ kind: Kind; startedAt: number }>();
    // Each loop goes on after the signal until the server no longer takes its requests.
    const loop = async (kind: Kind) => {
      while (true) {
        const started = { kind, startedAt: performance.now() };
        inFlight.add(started);
        const sent = await requests[kind]();
        inFlight.delete(started);
        outcomes.push({ ...started, ...sent });
        if (sent.error) return;
      }
    };
    const load = Object.entries(loops).flatMap(([kind, count]) =>
      Array.from({ length: count }, () => loop(kind as Kind)),
    );

    // At least 1.5 s of load, and every kind answered at least once before the signal.
    const answeredKinds = () => new Set(outcomes.filter((o) => o.status !== undefined).map((o) => o.kind));
    await sleep(1500);
    for (let waited = 0; answeredKinds().size < Object.keys(loops).length && waited < 30_000; waited += 20) {
      await sleep(20);
    }
    const inFlightAtSignal = [...inFlight];
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([server.exited, sleep(10_000).then(() => 'still running after 10 s')]);
    const exitedAfterMs = Math.round(performance.now() - signalledAt);
    await Promise.all(load);

    const before = outcomes.filter((outcome) => outcome.startedAt < signalledAt);
    const after = outcomes.filter((outcome) => outcome.startedAt >= signalledAt);
    const failedAfter = after.filter((outcome) => outcome.error !== undefined);
    console.log(
      JSON.stringify({
        exitedAfterMs,
        startedBeforeSignal: before.length,
        inFlightAtSignal: inFlightAtSignal.map((started) => started.kind),
        answeredAfterSignal: after.length - failedAfter.length,
        refusedAfterSignal: failedAfter.map((outcome) => outcome.error),
      }),
    );

    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(server.output.stdout).toContain('shutting down');
    // Workers and the database stopped without logging an error (pino level ≥ 50).
    expect(server.output.stdout.split('\n').filter((line) => /"level":[5-6]\d/.test(line))).toEqual([]);
    expect(server.output.stderr).toBe('');

    // Every kind was under way, with requests in flight when the signal came.
    expect(new Set(before.map((outcome) => outcome.kind))).toEqual(new Set(Object.keys(loops)));
    expect(inFlightAtSignal.length).toBeGreaterThan(0);
    // Every request sent before the signal was answered; no answer at all was a 5xx (or an error).
    expect(before.filter((outcome) => outcome.status === undefined)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status >= 300)).toEqual([]);
    // After the signal a request was served, or refused at connect once the server stopped
    // listening; never dropped on a kept-alive connection the server had accepted.
    expect(failedAfter.filter((outcome) => outcome.reusedSocket)).toEqual([]);
  });
});
