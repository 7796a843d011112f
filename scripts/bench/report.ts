import os from 'node:os';
import type { Figures } from './measure.ts';
import type { JavaScriptWeight, LighthouseScores } from './web-audit.ts';

export const SEED = { links: 100_000, customers: 1_000, orders: 10_000, emiPayments: 1_000 };

export type BenchRun = {
  label: string;
  baseline: Figures;
  loaded: Figures[];
  firstVisits: Figures[];
  coldStartMs: number;
  web?: { homeJavaScript: JavaScriptWeight; lighthouse: LighthouseScores[] } | undefined;
};

const inr = (value: number) => Math.round(value).toLocaleString('en-IN');
const line = (run: BenchRun, name: string) => run.loaded.find((figures) => figures.name.startsWith(name));
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

function loadedTable(run: BenchRun): string {
  const row = (figures: Figures) =>
    `| ${figures.name} | ${inr(figures.requestsPerSecond)} | ${(
      (figures.requestsPerSecond / run.baseline.requestsPerSecond) * 100
    ).toFixed(1)} % | ${figures.p50} | ${figures.p99} | ${figures.errors} |`;
  return `| Request | Requests/s | Of baseline | p50 | p99 | Errors |
| --- | ---: | ---: | ---: | ---: | ---: |
${[run.baseline, ...run.loaded].map(row).join('\n')}`;
}

function firstVisitTable(run: BenchRun): string {
  return `| Request | Requests | p50 | p99 | Errors |
| --- | ---: | ---: | ---: | ---: |
${run.firstVisits.map((f) => `| ${f.name} | ${f.requests} | ${f.p50} | ${f.p99} | ${f.errors} |`).join('\n')}`;
}

function barsTable(run: BenchRun): string {
  const rows: string[] = [];
  const bar = (name: string, figure: string, met: boolean) =>
    rows.push(`| ${name} | ${figure} | ${verdict(met)} |`);
  bar('Cold start to `/readyz` < 3 s', `${inr(run.coldStartMs)} ms`, run.coldStartMs < 3000);
  const products = line(run, 'GET /api/v1/products');
  if (products) {
    const share = (products.requestsPerSecond / run.baseline.requestsPerSecond) * 100;
    bar('`GET /api/v1/products` ≥ 40 % of hello-world', `${share.toFixed(1)} %`, share >= 40);
  }
  for (const name of [
    'links page 1',
    'links pages 1–100',
    'links search "biryani"',
    'links search, 40 words',
  ]) {
    const figures = line(run, name);
    if (figures) bar(`${figures.name}: p99 < 50 ms`, `${figures.p99} ms`, figures.p99 < 50);
  }
  const uncached = line(run, 'links search, a new text');
  if (uncached) bar(`${uncached.name}: p99 < 50 ms`, `${uncached.p99} ms`, uncached.p99 < 50);
  if (run.web) {
    const kb = run.web.homeJavaScript.gzipBytes / 1024;
    bar(
      'Home page JavaScript ≤ 150 KB gzip',
      `${kb.toFixed(1)} KB in ${run.web.homeJavaScript.files} files`,
      kb <= 150,
    );
    for (const scores of run.web.lighthouse) {
      const lowest = Math.min(scores.performance, scores.accessibility, scores.bestPractices);
      bar(
        `Lighthouse ≥ 95, \`${scores.page}\` (${scores.formFactor})`,
        `performance ${scores.performance} (median of ${scores.performanceRuns.join(', ')}), accessibility ${scores.accessibility}, best practices ${scores.bestPractices}`,
        lowest >= 95,
      );
    }
  }
  return `| Bar (design §5) | Measured | |
| --- | --- | --- |
${rows.join('\n')}`;
}

export function renderReport(report: {
  runs: BenchRun[];
  argon2VerifyMs: number;
  connections: number;
  seconds: number;
}): string {
  const sections = report.runs.map(
    (run) => `## ${run.label}

${barsTable(run)}

Under load (${report.connections} connections, ${report.seconds} s per line after a 2 s warm-up; latencies in ms):

${loadedTable(run)}

One request at a time, each answered by the database (nothing cached), ms:

${firstVisitTable(run)}

Cold start of the built server to \`/readyz\` 200 on the seeded data: ${inr(run.coldStartMs)} ms.
`,
  );
  return `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} cores, Node ${process.version}).
The built server (\`NODE_ENV=production\`, payment emulator) on freshly seeded data:
${inr(SEED.links)} links of one administrator (two tags each), ${inr(SEED.customers)} customers with
${inr(SEED.orders)} orders between them, and ${inr(SEED.emiPayments)} EMI payments. autocannon drives each line;
the baseline is a bare Fastify hello-world in its own process, measured in the same run just before
the lines it is compared with. The no-data-loss bar is proven by \`npm run test:durability\`, not here.

One argon2id password check (OWASP baseline: 19 MiB, 2 passes), alone on this machine:
${report.argon2VerifyMs.toFixed(1)} ms. Every login pays it once, on the libuv thread pool (4 threads), so the login
line is bound by it, not by the server.

${sections.join('\n')}
${NOTES}`;
}

const NOTES = `## How to read these figures

- **Links pages and search** are cached per owner and data version (never stale: every change to
  the owner's links moves the version on). The one-at-a-time table runs first, so the loaded lines
  are what administrators paging and re-searching see. The one-at-a-time table is the first visit
  of each page or search, paid in full by the database: a walk of the sort index and, when the first
  page is full, an exact count of every match through the trigram index (two-character text has no
  trigram and counts by a pass over the owner's links).
- **Gap: a new search text on every request, under load.** The embedded database runs one query
  at a time on the server's thread, so under 50 connections the first-visit costs above queue
  behind each other. Meeting the bar there would take estimated totals or counting off the request
  path; the spec asks for exact totals. One administrator searching alone waits the one-at-a-time
  figures.
- **Lighthouse.** The marketing pages (home and the eight policy pages) and \`/plans\` are
  rendered by the server once per process, sent precompressed, and hydrated in the browser (as a
  transition, so it yields), so they paint before any JavaScript has run and read without it.
  Each carries only the CSS its markup uses, inline (~7 KB gzip); the full stylesheets wait until
  a screen needs them, and the icon font holds only the 28 icons the app uses (3 KB, was 130 KB).
  Nothing but the page itself is fetched before the first paint.
- **Gap: Lighthouse performance on mobile.** Lighthouse's mobile run simulates slow 4G (150 ms
  round trips, 1.6 Mbit/s) and a CPU four times slower, starting from the task times it observes
  on this machine, so a slower machine scores lower (hence the median of three). What is left is
  main-thread time: on \`/plans\` its hydration (React, the quote form's zod schemas) and the style
  recalculation when the full Bootstrap stylesheet (~240 KB) is applied, which the plans screen
  needs for its quote form and notices; on home, parsing the page and hydrating it. Next steps:
  load the quote form only when Custom is chosen, and cut Bootstrap to the rules the app uses.
- **Customer order list and EMI summary** have no bar of their own. Both are answered by the
  embedded database on the server's thread (~3–4 ms of it per request: building the query,
  running it in PGlite's WebAssembly, reading the rows), so 50 connections queue behind each
  other. The EMI summary is cached by the data version (a trigger moves it on with every change),
  but every call still records a view (an insert, as the spec asks) and sends all 1,000 payments
  (~100 KB), so it is a write with a large answer.
- **Login** is bound by argon2id by design: the cost is what makes stolen hashes slow to crack.
  At ~29 ms per check and four pool threads on two cores, ~50 logins a second is the ceiling.
`;
