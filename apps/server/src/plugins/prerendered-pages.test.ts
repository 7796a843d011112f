import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>shop</title><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

/** A web build as `npm run build -w @app/web` lays it out: dist/ and the server-render dist-server/. */
async function writeWebBuild(webDir: string) {
  await mkdir(path.join(webDir, 'dist', '.vite'), { recursive: true });
  await mkdir(path.join(webDir, 'dist-server'));
  await writeFile(path.join(webDir, 'dist', 'index.html'), INDEX_HTML);
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
    `export const pagesModule = 'src/pages.tsx';
     export async function renderPage(pathname, siteInfo) {
       if (pathname === '/aboutus') throw new Error('this page fails to render');
       return '<main><h1>' + siteInfo.companyName.length + ' characters</h1><p>' + pathname + '</p></main>';
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
    expect(response.body).toContain('<p>/homepage</p></main></div>');
    // The stylesheets of the pages' chunk and of what it imports, not those index.html links itself.
    expect(response.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/pages.css"><link rel="stylesheet" crossorigin href="/assets/card.css"></head>',
    );
    expect(response.body.match(/assets\/index\.css/g)).toHaveLength(1);

    const data = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(data ?? 'null')).toMatchObject({
      companyName: 'Acme </script><script>alert(1)</script>',
    });
    // The company name cannot end the data block early.
    expect(data).not.toContain('</script>');
    expect(response.body).not.toContain('<script>alert(1)');
  });

  it('renders each marketing page with its own path, the same answer every time', async () => {
    const first = await t.app.inject('/privacypolicy/');
    expect(first.body).toContain('<p>/privacypolicy</p>');
    expect((await t.app.inject('/privacypolicy')).body).toBe(first.body);
  });

  it('answers the plain index.html for pages the browser renders, and when a render fails', async () => {
    for (const page of ['/plans', '/cart', '/aboutus']) {
      const response = await t.app.inject(page);
      expect(response.statusCode, page).toBe(200);
      expect(response.body, page).toBe(INDEX_HTML);
    }
  });
});
