// Build step after the server-render build: the CSS rules the pre-rendered pages use at first
// paint, written to dist/critical.css. The server inlines it in those pages and loads the full
// stylesheets without blocking the paint (design §5: Lighthouse on slow mobile networks).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_PLAN_KEY } from '@app/shared/catalog';
import { type PrerenderedPageData, serverRenderedRoutes } from '@app/shared/routes';
import { PurgeCSS } from 'purgecss';

const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const assetsDir = path.join(webDir, 'dist', 'assets');

// Class names do not depend on the company details or the wording of a plan, so any will do
// for finding the rules; the plans page opens on the default plan.
const samplePageData: PrerenderedPageData = {
  siteInfo: {
    companyName: 'Company',
    supportEmail: 'support@example.com',
    supportPhone: '+91 00000 00000',
    whatsappNumber: '910000000000',
    companyAddress: 'Address',
    gstin: '00AAAAA0000A0Z0',
    publicUrl: 'http://localhost',
    paymentMode: 'emulator',
  },
  products: [
    {
      productId: 'sample',
      name: 'Plan',
      planTitle: 'Plan',
      description: 'A plan.',
      features: ['A feature'],
      price: 1,
      type: 'plan',
      selectedOption: DEFAULT_PLAN_KEY,
    },
  ],
};

// Classes the navbar toggle adds once React runs, possibly before the full stylesheets arrive.
const classesAddedByScript = ['show', 'collapsing', 'collapsed'];

type ServerRenderBuild = {
  renderPage: (pathname: string, data: PrerenderedPageData) => Promise<string | undefined>;
};

async function main() {
  const build = (await import(
    pathToFileURL(path.join(webDir, 'dist-server', 'entry-server.js')).href
  )) as ServerRenderBuild;
  const pages: string[] = [];
  for (const route of serverRenderedRoutes) {
    const markup = await build.renderPage(route, samplePageData);
    if (!markup) throw new Error(`${route} did not render on the server`);
    pages.push(`<html lang="en"><body><div id="root">${markup}</div></body></html>`);
  }
  // The entry's stylesheet first, as the page links it, then the page chunks' ones.
  const stylesheets = (await readdir(assetsDir))
    .filter((file) => file.endsWith('.css'))
    .sort((a, b) => Number(!a.startsWith('index-')) - Number(!b.startsWith('index-')) || a.localeCompare(b))
    .map((file) => path.join(assetsDir, file));

  const results = await new PurgeCSS().purge({
    content: pages.map((raw) => ({ raw, extension: 'html' })),
    css: stylesheets,
    safelist: { standard: classesAddedByScript },
  });
  const critical = results.map((result) => result.css).join('\n');
  await writeFile(path.join(webDir, 'dist', 'critical.css'), critical);
  const fullSize = (await Promise.all(stylesheets.map((file) => readFile(file)))).reduce(
    (sum, content) => sum + content.length,
    0,
  );
  console.log(
    `critical.css: ${(critical.length / 1024).toFixed(1)} KB of ${(fullSize / 1024).toFixed(1)} KB`,
  );
}

await main();
