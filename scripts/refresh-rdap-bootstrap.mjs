// Replaces the server's shipped RDAP bootstrap with IANA's current one (RFC 9224), so the `rdap`
// domain provider asks the right registry servers. Registries move rarely; run this now and then:
//   node scripts/refresh-rdap-bootstrap.mjs            (writes the shipped copy)
//   node scripts/refresh-rdap-bootstrap.mjs dns.json   (writes dns.json, e.g. for RDAP_BOOTSTRAP_FILE)
// The file is checked before anything is written, and written atomically.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IANA_URL = 'https://data.iana.org/rdap/dns.json';
// The endings seeded in tld_prices; a missing one would make every search for it answer 503.
const SOLD_ENDINGS = ['in', 'com', 'net', 'org', 'online', 'tech'];

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const shippedFile = path.join(root, 'apps', 'server', 'src', 'features', 'domains', 'rdap-bootstrap.json');
const target = path.resolve(process.argv[2] ?? shippedFile);

/** What is wrong with a would-be dns.json, as readable lines; empty when its shape is right. */
function shapeProblems(data) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return ['not a JSON object'];
  const problems = [];
  if (typeof data.version !== 'string') problems.push('"version" is not a string');
  if (typeof data.publication !== 'string') problems.push('"publication" is not a string');
  if (!Array.isArray(data.services) || data.services.length === 0) {
    return [...problems, '"services" is not a non-empty array'];
  }
  data.services.forEach((service, index) => {
    const [endings, urls] = Array.isArray(service) ? service : [];
    const strings = (list) =>
      Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string');
    if (!Array.isArray(service) || service.length !== 2) problems.push(`services[${index}] is not a pair`);
    else if (!strings(endings)) problems.push(`services[${index}][0] is not a list of endings`);
    else if (!strings(urls) || !urls.every((url) => /^https?:\/\/\S+$/.test(url))) {
      problems.push(`services[${index}][1] is not a list of http(s) URLs`);
    }
  });
  return problems;
}

async function main() {
  const response = await fetch(IANA_URL, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${IANA_URL} answered HTTP ${response.status}`);
  const data = await response.json().catch(() => {
    throw new Error(`${IANA_URL} did not send JSON`);
  });
  const problems = shapeProblems(data);
  if (problems.length > 0) throw new Error(`${IANA_URL} is not an RDAP bootstrap: ${problems.join('; ')}`);

  const served = new Set(data.services.flatMap(([endings]) => endings.map((ending) => ending.toLowerCase())));
  const missing = SOLD_ENDINGS.filter((ending) => !served.has(ending));
  if (missing.length > 0) {
    console.warn(
      `Warning: no RDAP server for ${missing.map((e) => `.${e}`).join(', ')}; searches for them fail.`,
    );
  }

  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(data, null, 2)}\n`);
  await rename(temporary, target).catch(async (error) => {
    await rm(temporary, { force: true });
    throw error;
  });
  formatForLint(target);
  console.log(`Wrote ${target}: ${data.services.length} services, published ${data.publication}.`);
}

// `npm run lint` checks JSON layout too; let Biome lay the file out the way it expects.
function formatForLint(file) {
  const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  if (!existsSync(biome) || !file.startsWith(`${root}${path.sep}`)) return;
  const result = spawnSync(process.execPath, [biome, 'format', '--write', file], { stdio: 'ignore' });
  if (result.status !== 0) console.warn(`Note: run "npx biome format --write ${file}" before linting.`);
}

main().catch((error) => {
  console.error(`Could not refresh the RDAP bootstrap: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
