import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ConfigError } from '../../config.ts';
import shipped from './rdap-bootstrap.json' with { type: 'json' };

/** The IANA RDAP bootstrap for domain names (RFC 9224), as published at data.iana.org/rdap/dns.json. */
export const RdapBootstrapSchema = z.object({
  version: z.string(),
  publication: z.string(),
  description: z.string().optional(),
  services: z.array(
    z.tuple([
      z.array(z.string().min(1)).min(1),
      z.array(z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')).min(1),
    ]),
  ),
});
export type RdapBootstrap = z.infer<typeof RdapBootstrapSchema>;

/**
 * The shipped copy (built into the bundle) or, when RDAP_BOOTSTRAP_FILE is set, that file. A file
 * that cannot be read or has the wrong shape stops start-up with a message naming the variable.
 */
export async function loadRdapBootstrap(file?: string): Promise<RdapBootstrap> {
  if (!file) return RdapBootstrapSchema.parse(shipped);
  let content: unknown;
  try {
    content = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`Invalid configuration: RDAP_BOOTSTRAP_FILE: cannot read ${file} (${reason})`);
  }
  const parsed = RdapBootstrapSchema.safeParse(content);
  if (!parsed.success) {
    const where = parsed.error.issues[0];
    const detail = where ? ` at ${where.path.join('.') || 'top level'}: ${where.message}` : '';
    throw new ConfigError(
      `Invalid configuration: RDAP_BOOTSTRAP_FILE: ${file} is not an IANA RDAP bootstrap file (dns.json)${detail}`,
    );
  }
  return parsed.data;
}

/**
 * Finds the RDAP base URL for a domain: the entry for its longest matching suffix ("co.in"
 * before "in"), its https URL when it has one, always ending in "/" so `domain/{name}` can be
 * appended. Undefined when no registry serves that ending.
 */
export function rdapServerResolver(bootstrap: RdapBootstrap): (domain: string) => string | undefined {
  const baseByEnding = new Map<string, string>();
  for (const [endings, urls] of bootstrap.services) {
    const url = urls.find((candidate) => candidate.startsWith('https://')) ?? urls[0];
    if (!url) continue;
    for (const ending of endings) baseByEnding.set(ending.toLowerCase(), url.endsWith('/') ? url : `${url}/`);
  }
  return (domain) => {
    const labels = domain.toLowerCase().split('.');
    for (let start = 1; start < labels.length; start++) {
      const base = baseByEnding.get(labels.slice(start).join('.'));
      if (base) return base;
    }
    return undefined;
  };
}
