import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { seedLinks } from '../../../test/seed-links.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/create-db.ts';
import { queryRows } from '../../db/query-rows.ts';
import { containsPattern, countQuery, type LinkListKind, pageIdsQuery } from './links-repository.ts';

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

const LINKS = 100_000;

// The planner's choices at the scale design §5 names: every list, sort and search query the
// API runs reads an index, never the whole links table.
describe(`links query plans on ${LINKS.toLocaleString('en-IN')} links`, () => {
  let database: Database;
  let ownerId: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    ownerId = (await createUser(database.db, { userType: 'ADMIN' })).id;
    await seedLinks(database.db, ownerId, LINKS);
  }, 300_000);
  afterAll(() => database?.close());

  async function planOf(query: SQL): Promise<PlanNode[]> {
    const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
      database.db,
      sql`explain (format json) ${query}`,
    );
    const explained = row?.['QUERY PLAN'];
    const parsed = typeof explained === 'string' ? JSON.parse(explained) : explained;
    return nodesOf(parsed[0].Plan);
  }
  const indexesUsed = (nodes: PlanNode[]) => nodes.flatMap((node) => node['Index Name'] ?? []);
  const scansLinksWhole = (nodes: PlanNode[]) =>
    nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'links');
  const search = (text: string): LinkListKind => ({
    kind: 'search',
    pattern: containsPattern(text),
    tagNames: [],
  });
  const page = (
    sortBy: 'linkName' | 'linkDescription' | 'linkType',
    order: 'ASC' | 'DESC',
    pageNumber = 1,
  ) => ({
    page: pageNumber,
    size: 10,
    sortBy,
    order,
  });

  it.each([
    ['linkName', 'ASC', 'links_owner_name_idx'],
    ['linkName', 'DESC', 'links_owner_name_idx'],
    ['linkDescription', 'ASC', 'links_owner_description_idx'],
    ['linkType', 'DESC', 'links_owner_type_idx'],
  ] as const)('a page sorted by %s %s walks %s', async (sortBy, order, index) => {
    const nodes = await planOf(pageIdsQuery(ownerId, { kind: 'own' }, page(sortBy, order, 50)));
    expect(indexesUsed(nodes)).toContain(index);
    expect(scansLinksWhole(nodes)).toBe(false);
  });

  it.each(['biryani', 'kerala beach', '12345', 'cooking'])(
    'counting the matches of "%s" reads the trigram index',
    async (text) => {
      const nodes = await planOf(countQuery(ownerId, search(text)));
      expect(indexesUsed(nodes)).toContain('links_search_trgm_idx');
      expect(scansLinksWhole(nodes)).toBe(false);
    },
  );

  it.each(['biryani', 'zzqx', 'ok', 'music'])(
    'a page of the matches of "%s" reads an index',
    async (text) => {
      const nodes = await planOf(pageIdsQuery(ownerId, search(text), page('linkName', 'ASC')));
      expect(indexesUsed(nodes).length).toBeGreaterThan(0);
      expect(scansLinksWhole(nodes)).toBe(false);
    },
  );

  it('finds the right links at this scale: every match contains the text, and the count agrees', async () => {
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      database.db,
      countQuery(ownerId, search('Biryani')),
    );
    const [{ brute } = { brute: -1 }] = await queryRows<{ brute: number }>(
      database.db,
      sql`select count(*)::int as brute from links where owner_id = ${ownerId} and position('biryani' in search_text) > 0`,
    );
    expect(count).toBeGreaterThan(1000);
    expect(count).toBe(brute);
    const ids = await queryRows<{ id: number }>(
      database.db,
      pageIdsQuery(ownerId, search('biryani'), page('linkName', 'ASC')),
    );
    expect(ids).toHaveLength(10);
  });
});
