// The web bars of design §5: gzip JavaScript of the home page, and Lighthouse scores.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort, waitFor } from './processes.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export type JavaScriptWeight = { files: number; gzipBytes: number };

/** Every JavaScript file the home page loads until the network is idle, gzip-compressed. */
export async function homePageJavaScript(appUrl: string): Promise<JavaScriptWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (/javascript/.test(response.headers()['content-type'] ?? '')) bodies.push(response.body());
    });
    await page.goto(`${appUrl}/homepage`, { waitUntil: 'networkidle' });
    const sizes = (await Promise.all(bodies)).map((body) => gzipSync(body).length);
    return { files: sizes.length, gzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
  } finally {
    await browser.close();
  }
}

export type LighthouseScores = {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Performance of every run, lowest first. */
  performanceRuns: number[];
};

/** Runs per page and form factor; the one with the median performance score is reported. */
const LIGHTHOUSE_RUNS = 3;

/**
 * Lighthouse's own defaults (simulated slow 4G and a 4× slower CPU on mobile). Its simulation
 * starts from timings observed on this machine, so one run swings by several points; the
 * median of three is what Lighthouse's own docs advise.
 */
export async function lighthouseScores(appUrl: string, pages: string[]): Promise<LighthouseScores[]> {
  const port = await freePort();
  const profile = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const browser = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/json/version`, 20_000);
    const scores: LighthouseScores[] = [];
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const runs: LighthouseScores[] = [];
        for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
          const result = await lighthouse(
            `${appUrl}${page}`,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const categories = result?.lhr.categories;
          const score = (name: string) => Math.round((categories?.[name]?.score ?? 0) * 100);
          runs.push({
            page,
            formFactor,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            performanceRuns: [],
          });
        }
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[Math.floor(runs.length / 2)] as LighthouseScores;
        scores.push({ ...median, performanceRuns: runs.map((run) => run.performance) });
      }
    }
    return scores;
  } finally {
    await new Promise((resolve) => {
      browser.once('exit', resolve);
      browser.kill('SIGTERM');
    });
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}
