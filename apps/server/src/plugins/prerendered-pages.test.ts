import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>shop</title><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

/** A web build as `npm run build -w @app/web` lays it out: dist/ and the server-render dist-server/. */
async function writeWebBuild(webDir: string, criticalCss?: string) {
  await mkdir(path.join(webDir, 'dist', '.vite'), { recursive: true });
  await mkdir(path.join(webDir, 'dist-server'));
  await writeFile(path.join(webDir, 'dist', 'index.html'), INDEX_HTML);
  if (criticalCss !== undefined) await writeFile(path.join(webDir, 'dist', 'critical.css'), criticalCss);
  await writeFile(
    path.join(webDir, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', css: ['assets/index.css'] },
      'src/pages.tsx': {
        file: 'assets/pages.js',
        css: ['assets/pages.css'],
        imports: ['index.html', '_card.js'],
      },
      '_card.js': { file: 'assets/card.js', css: ['assets/card.css'] },
    }),
  );
  await writeFile(
    path.join(webDir, 'dist-server', 'entry-server.js'),
    `export const pageModules = ['src/pages.tsx'];
     export async function renderPage(pathname, { siteInfo, products }) {
       if (pathname === '/aboutus') throw new Error('this page fails to render');
       return '<main><h1>' + siteInfo.companyName.length + ' characters</h1><p>' + pathname + '</p>'
         + '<p>' + products.length + ' plans</p></main>';
     }`,
  );
}

describe('marketing pages rendered by the server (design §5: paint before the JavaScript)', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'web-build-'));
    await writeWebBuild(webDir);
    t = await buildTestApp(
      { COMPANY_NAME: 'Acme </script><script>alert(1)</script>' },
      { webDistDir: path.join(webDir, 'dist') },
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('puts the rendered markup, the company details and the page stylesheets into index.html', async () => {
    const response = await t.app.inject('/homepage');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"><main><h1>');
    expect(response.body).toContain('<p>/homepage</p><p>3 plans</p></main></div>');
    // The stylesheets of the pages' chunk and of what it imports, not those index.html links itself.
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/pages.css"><link rel="stylesheet" crossorigin href="/assets/card.css"></head>',
    );
    expect(response.body.match(/assets\/index\.css/g)).toHaveLength(1);

    const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    const pageData = JSON.parse(data ?? 'null');
    expect(pageData.siteInfo).toMatchObject({ companyName: 'Acme </script><script>alert(1)</script>' });
    expect(pageData.products.map((product: { selectedOption: string }) => product.selectedOption)).toEqual([
      'basic',
      'standard',
      'business',
    ]);
    // The company name cannot end the data block early.
    expect(data).not.toContain('</script>');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('renders each marketing page with its own path, the same answer every time', async () => {
    const first = await t.app.inject('/privacypolicy/');
    expect(first.body).toContain('<p>/privacypolicy</p>');
    expect((await t.app.inject('/privacypolicy')).body).toBe(first.body);
  });

  it('sends each page compressed as the browser asks, brotli first', async () => {
    for (const page of ['/homepage', '/plans', '/cart']) {
      const plain = await t.app.inject(page);
      const asked = [
        { accept: 'gzip, deflate, br', encoding: 'br', decode: brotliDecompressSync },
        { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      ];
      for (const { accept, encoding, decode } of asked) {
        const response = await t.app.inject({ url: page, headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding'], `${page} ${accept}`).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
      }
      expect(plain.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers the plain index.html for pages the browser renders, and when a render fails', async () => {
    for (const page of ['/dashboard', '/cart', '/aboutus']) {
      const response = await t.app.inject(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.body, page).toBe(INDEX_HTML);
    }
  });
});

describe('first-paint CSS inline in the pre-rendered pages', () => {
  const CRITICAL = '.navbar{display:flex}h1{font-size:2rem}';
  const webDirs: string[] = [];
  const apps: TestApp[] = [];

  async function appWithCriticalCss(css: string) {
    const webDir = await mkdtemp(path.join(os.tmpdir(), 'web-build-'));
    webDirs.push(webDir);
    await writeWebBuild(webDir, css);
    const app = await buildTestApp({}, { webDistDir: path.join(webDir, 'dist') });
    apps.push(app);
    return app;
  }
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const dir of webDirs) await rm(dir, { recursive: true, force: true });
  });

  it('inlines it, allowed by its hash in the CSP, and holds the stylesheet links back', async () => {
    const t = await appWithCriticalCss(CRITICAL);
    const response = await t.app.inject('/homepage');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    const links =
      '<link rel="stylesheet" href="/assets/index.css"><link rel="stylesheet" crossorigin href="/assets/pages.css"><link rel="stylesheet" crossorigin href="/assets/card.css">';
    // Inert in a <template> until the web app needs them; linked in <noscript> for no JavaScript.
    expect(head).toContain(
      `<title>shop</title><style>${CRITICAL}</style><template id="deferred-stylesheets">${links}</template><noscript>${links}</noscript>`,
    );
    expect(head.replaceAll(links, '')).not.toContain('<link');

    const hash = createHash('sha256').update(CRITICAL).digest('base64');
    const styleSrc = /style-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(styleSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('leaves the pages the browser renders with their blocking stylesheet', async () => {
    const t = await appWithCriticalCss(CRITICAL);
    expect((await t.app.inject('/cart')).body).toBe(INDEX_HTML);
  });

  it('does not inline CSS that could close its <style> element', async () => {
    const t = await appWithCriticalCss('h1{color:red}</style><script>alert(1)</script>');
    const response = await t.app.inject('/homepage');
    expect(response.body).not.toContain('<style>');
    expect(response.body).toContain('<link rel="stylesheet" href="/assets/index.css">');
    expect(String(response.headers['content-security-policy'])).toContain("style-src 'self';");
  });
});
