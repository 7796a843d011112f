// `npm run bench`: the built server on a fresh embedded database with 100,000 seeded links,
// measured with autocannon against a bare Fastify hello-world started in the same run.
// Figures go to the console and to docs/performance.md (design §5).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../../apps/server/src/db/create-db.ts';
import { createUser } from '../../apps/server/test/factories.ts';
import { SEED_WORDS, seedLinks } from '../../apps/server/test/seed-links.ts';
import { type Figures, measure, oneAtATime, type Scenario } from './measure.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LINKS = 100_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function start(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding ${LINKS.toLocaleString('en-IN')} links on the embedded database…`);
    const database = await createDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const admin = await createUser(database.db, { userType: 'ADMIN', email: 'bench-admin@navya.test' });
    await seedLinks(database.db, admin.id, LINKS);
    await database.close();

    const appPort = await freePort();
    const baselinePort = await freePort();
    const startedAt = performance.now();
    children.push(
      start(path.join(root, 'apps/server/dist/server.js'), {
        NODE_ENV: 'production',
        PAYMENT_MODE: 'emulator',
        JWT_SECRET: randomBytes(32).toString('hex'),
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(appPort),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000000',
        LINK_THUMBNAILS: 'off',
      }),
    );
    const appUrl = `http://127.0.0.1:${appPort}`;
    await waitFor(`${appUrl}/readyz`);
    const coldStartMs = performance.now() - startedAt;
    children.push(start(path.join(root, 'scripts/bench/hello-server.mjs'), { PORT: String(baselinePort) }));
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;
    await waitFor(baselineUrl);

    const login = await fetch(`${appUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password, userType: 'ADMIN' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}` };
    const searchBody = (searchText: string) => JSON.stringify({ searchText, linkTagNames: [] });
    const json = { ...auth, 'content-type': 'application/json' };
    const sorts = ['linkName', 'linkDescription', 'linkType'] as const;
    const terms = SEED_WORDS.slice(0, 40);
    const letters = 'abcdefghijklmnopqrstuvwxyz';

    const scenarios: Scenario[] = [
      {
        name: 'links page 1 (10 by name)',
        request: () => ({ path: '/api/v1/links/1/10/linkName/ASC', headers: auth }),
      },
      {
        name: 'links pages 1–100, any sort',
        request: () => ({
          path: `/api/v1/links/${1 + Math.floor(Math.random() * 100)}/10/${pick(sorts)}/${pick(['ASC', 'DESC'])}`,
          headers: auth,
        }),
      },
      {
        name: 'links search "biryani", page 1',
        request: () => ({
          method: 'POST',
          path: '/api/v1/links/search/1/10/linkName/ASC',
          body: searchBody('biryani'),
          headers: json,
        }),
      },
      {
        name: 'links search, 40 words × pages 1–5',
        request: () => ({
          method: 'POST',
          path: `/api/v1/links/search/${1 + Math.floor(Math.random() * 5)}/10/linkName/ASC`,
          body: searchBody(pick(terms)),
          headers: json,
        }),
      },
      {
        name: 'links search, a new text every request (no cache)',
        request: () => ({
          method: 'POST',
          path: '/api/v1/links/search/1/10/linkName/ASC',
          body: searchBody(`${pick(terms).slice(0, 3)}${pick([...letters])}${pick([...letters])}`),
          headers: json,
        }),
      },
    ];

    // One request at a time, each answered from the database (never from the cache): what one
    // administrator waits for the first time a page or a search is asked for. This also fills
    // the cache for every page the loaded line below asks for.
    const firstVisits: Figures[] = [
      await oneAtATime(
        appUrl,
        'links pages 1–100, any sort, first visit of each',
        Array.from({ length: 100 }, (_, index) => index + 1).flatMap((page) =>
          sorts.flatMap((sort) =>
            ['ASC', 'DESC'].map((order) => ({
              path: `/api/v1/links/${page}/10/${sort}/${order}`,
              headers: auth,
            })),
          ),
        ),
      ),
      await oneAtATime(
        appUrl,
        'links search, a new text each time',
        Array.from({ length: 300 }, () => ({
          method: 'POST' as const,
          path: '/api/v1/links/search/1/10/linkName/ASC',
          body: searchBody(`${pick(terms).slice(0, 3)}${pick([...letters])}${pick([...letters])}`),
          headers: json,
        })),
      ),
      await oneAtATime(
        appUrl,
        'links search, two characters, first time each',
        [...letters].flatMap((first) =>
          ['a', 'e', 'i', 'o', 'u'].map((second) => ({
            method: 'POST' as const,
            path: '/api/v1/links/search/1/10/linkName/ASC',
            body: searchBody(`${first}${second}`),
            headers: json,
          })),
        ),
      ),
    ];

    const options = { connections: CONNECTIONS, seconds: SECONDS };
    console.log(`Measuring: ${CONNECTIONS} connections, ${SECONDS} s each (after a 2 s warm-up)…`);
    const baseline = await measure(
      baselineUrl,
      { name: 'bare Fastify hello-world (baseline)', request: () => ({ path: '/' }) },
      options,
    );
    const results: Figures[] = [];
    for (const scenario of scenarios) {
      results.push(await measure(appUrl, scenario, options));
      console.log(`  ${scenario.name}: done`);
    }
    const report = renderReport({ baseline, results, firstVisits, coldStartMs });
    console.log(`\n${report}`);
    await writeFile(path.join(root, 'docs/performance.md'), report);
    console.log('Written to docs/performance.md');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

function renderReport(run: {
  baseline: Figures;
  results: Figures[];
  firstVisits: Figures[];
  coldStartMs: number;
}): string {
  const row = (figures: Figures) =>
    `| ${figures.name} | ${Math.round(figures.requestsPerSecond).toLocaleString('en-IN')} | ${(
      (figures.requestsPerSecond / run.baseline.requestsPerSecond) * 100
    ).toFixed(1)} % | ${figures.p50} | ${figures.p99} | ${figures.errors} |`;
  return `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}):
the built server on the embedded database (PGlite) with ${LINKS.toLocaleString('en-IN')} links of one administrator,
autocannon with ${CONNECTIONS} connections for ${SECONDS} s per line after a 2 s warm-up, and a bare Fastify
hello-world started in the same run as the baseline. Latencies in milliseconds.

| Request | Requests/s | Of baseline | p50 | p99 | Errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${[run.baseline, ...run.results].map(row).join('\n')}

One request at a time, each answered by the database (nothing cached), milliseconds:

| Request | Requests | p50 | p99 | Errors |
| --- | ---: | ---: | ---: | ---: |
${run.firstVisits.map((figures) => `| ${figures.name} | ${figures.requests} | ${figures.p50} | ${figures.p99} | ${figures.errors} |`).join('\n')}

Cold start of the built server to \`/readyz\` 200 on the seeded data directory: ${Math.round(run.coldStartMs)} ms.

Bar (design §5): links list page and search over 100,000 links, p99 < 50 ms.

How to read the links lines: pages and search totals are cached per owner and data version
(never stale: every change to the owner's links moves the version on), and the one-at-a-time
table runs first, so the loaded list and search lines are what administrators paging and
re-searching see; they meet the bar. The one-at-a-time table is the first visit of each page or
search, paid in full by the database: a walk of the sort index, and, when the first page is full,
an exact count of every match through the trigram index (two-character text has no trigram and
counts by a pass over the owner's links). The loaded line that sends a text never searched before
on every request does not meet the bar: the embedded database runs one query at a time on the
server's thread, so under 50 connections those first-visit costs queue behind each other.
Meeting it would take estimated totals or counting off the request path; the spec asks for
exact totals.
`;
}

await main();
