// `npm run bench`: the built server on a freshly seeded embedded database (and on PostgreSQL
// when DATABASE_URL is set), measured with autocannon against a bare Fastify hello-world
// started in the same run. Figures go to the console and to docs/performance.md (design §5).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type DatabaseOptions } from '../../apps/server/src/db/create-db.ts';
import { hashPassword, verifyPassword } from '../../apps/server/src/features/auth/passwords.ts';
import { createUser } from '../../apps/server/test/factories.ts';
import { seedLinks } from '../../apps/server/test/seed-links.ts';
import { createThrowawayDatabase } from '../../apps/server/test/throwaway-postgres.ts';
import { type Figures, measure, oneAtATime } from './measure.ts';
import { freePort, startNode, stop, waitFor } from './processes.ts';
import { type BenchRun, renderReport, SEED } from './report.ts';
import { firstVisitBatches, loadScenarios, type Sessions } from './scenarios.ts';
import {
  CUSTOMER_PASSWORD,
  customerEmail,
  seedCustomersAndOrders,
  seedEmiPayments,
} from './seed-bench-data.ts';
import { homePageJavaScript, lighthouseScores } from './web-audit.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOGGED_IN_CUSTOMERS = 50;
const options = { connections: CONNECTIONS, seconds: SECONDS };

type Target = {
  label: string;
  env: Record<string, string>;
  database: DatabaseOptions;
  cleanup(): Promise<void>;
};

async function embeddedTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  return {
    label: 'embedded database (PGlite)',
    env: { DATA_DIR: dataDir },
    database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A throw-away database on the server DATABASE_URL points at, dropped afterwards. */
async function postgresTarget(serverUrl: string): Promise<Target> {
  const throwaway = await createThrowawayDatabase(serverUrl, 'bench');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: throwaway.url },
    database: { kind: 'postgres', url: throwaway.url },
    async cleanup() {
      await throwaway.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function seed(target: Target) {
  console.log(
    `[${target.label}] seeding ${SEED.links} links, ${SEED.customers} customers, ${SEED.orders} orders, ${SEED.emiPayments} EMI payments…`,
  );
  const startedAt = performance.now();
  const database = await createDatabase(target.database);
  const admin = await createUser(database.db, { userType: 'ADMIN', email: 'bench-admin@navya.test' });
  await seedCustomersAndOrders(database.db, { customers: SEED.customers, orders: SEED.orders });
  await seedEmiPayments(database.db, SEED.emiPayments);
  await seedLinks(database.db, admin.id, SEED.links);
  await database.close();
  console.log(`[${target.label}] seeded in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
  return admin;
}

async function logIn(appUrl: string, email: string, password: string, userType: 'ADMIN' | 'USER') {
  const response = await fetch(`${appUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, userType }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The time of one argon2id check on this machine, alone (median of 20). */
async function argon2VerifyMs(): Promise<number> {
  const hash = await hashPassword(CUSTOMER_PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const startedAt = performance.now();
    await verifyPassword(hash, CUSTOMER_PASSWORD);
    times.push(performance.now() - startedAt);
  }
  times.sort((a, b) => a - b);
  return times[10] ?? 0;
}

async function benchTarget(target: Target, baselineUrl: string, withWebAudit: boolean): Promise<BenchRun> {
  const admin = await seed(target);
  const port = await freePort();
  const startedAt = performance.now();
  const server = startNode(path.join(root, 'apps/server/dist/server.js'), {
    NODE_ENV: 'production',
    PAYMENT_MODE: 'emulator',
    JWT_SECRET: randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_PER_IP: '100000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '100000000',
    LINK_THUMBNAILS: 'off',
    ...target.env,
  });
  try {
    const appUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${appUrl}/readyz`);
    const coldStartMs = performance.now() - startedAt;

    const sessions: Sessions = {
      adminToken: await logIn(appUrl, admin.email, admin.password, 'ADMIN'),
      customerTokens: await Promise.all(
        Array.from({ length: LOGGED_IN_CUSTOMERS }, (_, index) =>
          logIn(appUrl, customerEmail(index + 1), CUSTOMER_PASSWORD, 'USER'),
        ),
      ),
      customers: SEED.customers,
    };

    const firstVisits: Figures[] = [];
    for (const batch of firstVisitBatches(sessions)) {
      firstVisits.push(await oneAtATime(appUrl, batch.name, batch.requests));
    }

    console.log(
      `[${target.label}] measuring: ${CONNECTIONS} connections, ${SECONDS} s per line after a 2 s warm-up…`,
    );
    const baseline = await measure(
      baselineUrl,
      { name: 'bare Fastify hello-world (baseline)', request: () => ({ path: '/' }) },
      options,
    );
    const loaded: Figures[] = [];
    for (const scenario of loadScenarios(sessions)) {
      loaded.push(await measure(appUrl, scenario, options));
      console.log(`  ${scenario.name}: ${Math.round(loaded.at(-1)?.requestsPerSecond ?? 0)} req/s`);
    }

    const web = withWebAudit
      ? {
          homeJavaScript: await homePageJavaScript(appUrl),
          lighthouse: await lighthouseScores(appUrl, ['/homepage', '/plans']),
        }
      : undefined;
    return { label: target.label, baseline, loaded, firstVisits, coldStartMs, web };
  } finally {
    await stop(server);
  }
}

async function main() {
  const children: ChildProcess[] = [];
  const targets = [await embeddedTarget()];
  if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL));
  try {
    const baselinePort = await freePort();
    children.push(
      startNode(path.join(root, 'scripts/bench/hello-server.mjs'), { PORT: String(baselinePort) }),
    );
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;
    await waitFor(baselineUrl);

    const runs: BenchRun[] = [];
    for (const [index, target] of targets.entries()) {
      runs.push(await benchTarget(target, baselineUrl, index === 0));
    }
    const report = renderReport({
      runs,
      argon2VerifyMs: await argon2VerifyMs(),
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    console.log(`\n${report}`);
    await writeFile(path.join(root, 'docs/performance.md'), report);
    console.log('Written to docs/performance.md');
  } finally {
    await Promise.all(children.map(stop));
    for (const target of targets) await target.cleanup();
  }
}

await main();
