import type { Link, LinkSortField, SortOrder } from '@app/shared/links';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { queryRows } from '../../db/query-rows.ts';

/** A typed array literal with one bound parameter per element (drizzle expands arrays into lists). */
function arrayOf(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** Which of a viewer's links a page lists. */
export type LinkListKind =
  | { kind: 'own' }
  | { kind: 'search'; pattern: string; tagNames: string[] }
  | { kind: 'sharedBy' }
  | { kind: 'sharedTo' };

export type PageRequest = { page: number; size: number; sortBy: LinkSortField; order: SortOrder };

/** The sort keys match the expression indexes of the links table (schema.ts), so a page is an index walk. */
const sortKeys: Record<LinkSortField, SQL> = {
  linkName: sql`lower(l.name)`,
  linkDescription: sql`lower(left(l.description, 100))`,
  linkType: sql`lower(l.type)`,
};

function orderBy({ sortBy, order }: PageRequest): SQL {
  const direction = sql.raw(order === 'DESC' ? 'desc' : 'asc');
  // The id tie-break runs the same way, so equal names keep one stable order on every page.
  return sql`${sortKeys[sortBy]} ${direction}, l.id ${direction}`;
}

/** A LIKE pattern matching `text` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Search covers name, description, url, type and tag names, one per line (design §3). */
export function searchTextOf(link: {
  name: string;
  description: string;
  url: string;
  type: string;
  tagNames: string[];
}): string {
  return [link.name, link.description, link.url, link.type, ...link.tagNames].join('\n').toLowerCase();
}

function listFilter(viewerId: string, list: LinkListKind): { from: SQL; where: SQL } {
  switch (list.kind) {
    case 'own':
      return { from: sql`links l`, where: sql`l.owner_id = ${viewerId}` };
    case 'search': {
      const tagFilter =
        list.tagNames.length === 0
          ? sql``
          : sql` and exists (select 1 from link_tag_links lt join link_tags t on t.id = lt.tag_id
              where lt.link_id = l.id and lower(t.name) = any(${arrayOf(list.tagNames, 'text')}))`;
      return {
        from: sql`links l`,
        where: sql`l.owner_id = ${viewerId} and l.search_text like ${list.pattern}${tagFilter}`,
      };
    }
    case 'sharedBy':
      return {
        from: sql`links l`,
        where: sql`l.owner_id = ${viewerId} and exists (select 1 from link_shares s where s.link_id = l.id)`,
      };
    case 'sharedTo':
      return {
        from: sql`links l join link_shares s on s.link_id = l.id`,
        where: sql`s.shared_with = ${viewerId}`,
      };
  }
}

/** The ids of one page, in order; the whole page is one walk of a sort index (or of the search index). */
export function pageIdsQuery(viewerId: string, list: LinkListKind, request: PageRequest): SQL {
  const { from, where } = listFilter(viewerId, list);
  return sql`select l.id from ${from} where ${where} order by ${orderBy(request)}
    limit ${request.size} offset ${(request.page - 1) * request.size}`;
}

export function countQuery(viewerId: string, list: LinkListKind): SQL {
  const { from, where } = listFilter(viewerId, list);
  return sql`select count(*)::int as count from ${from} where ${where}`;
}

type HydratedRow = {
  id: number;
  url: string;
  name: string;
  description: string;
  type: string;
  image: string | null;
  tags: { linkTagId: number; linkTagName: string }[];
  shared_with: string[];
  shared_by: string | null;
};

/** Tags, sharing and owner of each listed link, in one statement (never one query per row). */
function hydrate(viewerId: string, ids: SQL, order: SQL): SQL {
  return sql`
    select l.id, l.url, l.name, l.description, l.type, l.image,
      coalesce((
        select json_agg(json_build_object('linkTagId', t.id, 'linkTagName', t.name) order by lower(t.name))
        from link_tag_links lt join link_tags t on t.id = lt.tag_id where lt.link_id = l.id
      ), '[]'::json) as tags,
      case when l.owner_id = ${viewerId} then coalesce((
        select json_agg(u.email order by u.email)
        from link_shares s join users u on u.id = s.shared_with where s.link_id = l.id
      ), '[]'::json) else '[]'::json end as shared_with,
      case when l.owner_id = ${viewerId} then null
        else (select u.email from users u where u.id = l.owner_id) end as shared_by
    from links l join (${ids}) page on page.id = l.id
    order by ${order}`;
}

function toLink(row: HydratedRow): Link {
  return {
    linkId: row.id,
    linkUrl: row.url,
    linkName: row.name,
    linkDescription: row.description,
    linkType: row.type,
    linkTags: row.tags,
    linkImage: row.image,
    sharedBy: row.shared_by,
    sharedWith: row.shared_with,
  };
}

export type LinkAccess = { id: number; ownerId: string; url: string; image: string | null; shared: boolean };

export function createLinksRepository() {
  return {
    /** One page of links in the requested order; deep pages skip through the sort index only. */
    async page(db: Db, viewerId: string, list: LinkListKind, request: PageRequest): Promise<Link[]> {
      const ids = pageIdsQuery(viewerId, list, request);
      const rows = await queryRows<HydratedRow>(db, hydrate(viewerId, ids, orderBy(request)));
      return rows.map(toLink);
    },

    async count(db: Db, viewerId: string, list: LinkListKind): Promise<number> {
      const [row] = await queryRows<{ count: number }>(db, countQuery(viewerId, list));
      return row?.count ?? 0;
    },

    /** The viewer's link count and the version of their links (design §5: exact totals, cheaply). */
    async ownerStats(db: Db, ownerId: string): Promise<{ linkCount: number; version: number }> {
      const [row] = await queryRows<{ link_count: number; version: number }>(
        db,
        sql`select link_count, version from link_owner_stats where owner_id = ${ownerId}`,
      );
      return { linkCount: row?.link_count ?? 0, version: row?.version ?? 0 };
    },

    /** Keeps the owner's totals exact; every change to their links moves the version on. */
    async bumpOwner(db: Db, ownerId: string, countDelta: number): Promise<void> {
      await db.execute(sql`
        insert into link_owner_stats (owner_id, link_count, version) values (${ownerId}, ${Math.max(countDelta, 0)}, 1)
        on conflict (owner_id) do update set
          link_count = link_owner_stats.link_count + ${countDelta},
          version = link_owner_stats.version + 1`);
    },

    /** Whether the viewer may see the link: as its owner, or because it was shared with them. */
    async access(
      db: Db,
      viewerId: string,
      linkId: number,
      forUpdate = false,
    ): Promise<LinkAccess | undefined> {
      const [row] = await queryRows<{
        id: number;
        owner_id: string;
        url: string;
        image: string | null;
        shared: boolean;
      }>(
        db,
        sql`select l.id, l.owner_id, l.url, l.image,
              exists (select 1 from link_shares s where s.link_id = l.id and s.shared_with = ${viewerId}) as shared
            from links l where l.id = ${linkId}${forUpdate ? sql` for update of l` : sql``}`,
      );
      if (!row || (row.owner_id !== viewerId && !row.shared)) return undefined;
      return { id: row.id, ownerId: row.owner_id, url: row.url, image: row.image, shared: row.shared };
    },

    async findVisible(db: Db, viewerId: string, linkId: number): Promise<Link | undefined> {
      const ids = sql`select l.id from links l where l.id = ${linkId} and (l.owner_id = ${viewerId}
        or exists (select 1 from link_shares s where s.link_id = l.id and s.shared_with = ${viewerId}))`;
      const [row] = await queryRows<HydratedRow>(db, hydrate(viewerId, ids, sql`l.id`));
      return row ? toLink(row) : undefined;
    },

    /** Creates the owner's tags that are new (case-insensitively) and returns all named ones. */
    async upsertTags(db: Db, ownerId: string, names: string[]): Promise<{ id: number; name: string }[]> {
      if (names.length === 0) return [];
      await db.execute(sql`
        insert into link_tags (owner_id, name) select ${ownerId}, unnest(${arrayOf(names, 'text')})
        on conflict (owner_id, lower(name)) do nothing`);
      return queryRows<{ id: number; name: string }>(
        db,
        sql`select id, name from link_tags where owner_id = ${ownerId}
            and lower(name) = any(${arrayOf(
              names.map((name) => name.toLowerCase()),
              'text',
            )})`,
      );
    },

    async tags(db: Db, ownerId: string): Promise<{ linkTagId: number; linkTagName: string }[]> {
      return queryRows(
        db,
        sql`select id as "linkTagId", name as "linkTagName" from link_tags
            where owner_id = ${ownerId} order by lower(name), id`,
      );
    },

    async insert(
      db: Db,
      ownerId: string,
      link: {
        url: string;
        name: string;
        description: string;
        type: string;
        searchText: string;
        createdAt?: Date | undefined;
      },
    ): Promise<number> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into links (owner_id, url, name, description, type, search_text, created_at)
            values (${ownerId}, ${link.url}, ${link.name}, ${link.description}, ${link.type}, ${link.searchText},
              coalesce(${link.createdAt?.toISOString() ?? null}::timestamptz, now()))
            returning id`,
      );
      return (row as { id: number }).id;
    },

    /** Updates the fields; a changed url forgets the old thumbnail. */
    async update(
      db: Db,
      linkId: number,
      link: { url: string; name: string; description: string; type: string; searchText: string },
    ): Promise<void> {
      await db.execute(sql`
        update links set url = ${link.url}, name = ${link.name}, description = ${link.description},
          type = ${link.type}, search_text = ${link.searchText}, updated_at = now(),
          image = case when url = ${link.url} then image else null end
        where id = ${linkId}`);
    },

    async setTags(db: Db, linkId: number, tagIds: number[]): Promise<void> {
      await db.execute(sql`delete from link_tag_links where link_id = ${linkId}`);
      if (tagIds.length === 0) return;
      await db.execute(sql`
        insert into link_tag_links (link_id, tag_id) select ${linkId}, unnest(${arrayOf(tagIds, 'int')})`);
    },

    /** Stores a fetched thumbnail, unless the url changed meanwhile. */
    async setImage(db: Db, linkId: number, url: string, image: string): Promise<string | undefined> {
      const [row] = await queryRows<{ owner_id: string }>(
        db,
        sql`update links set image = ${image} where id = ${linkId} and url = ${url} returning owner_id`,
      );
      return row?.owner_id;
    },

    async delete(db: Db, ownerId: string, linkId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`delete from links where id = ${linkId} and owner_id = ${ownerId} returning id`,
      );
      return rows.length > 0;
    },

    async share(db: Db, linkId: number, userId: string): Promise<void> {
      await db.execute(sql`
        insert into link_shares (link_id, shared_with) values (${linkId}, ${userId}) on conflict do nothing`);
    },

    async unshare(db: Db, linkId: number, email: string): Promise<void> {
      await db.execute(sql`
        delete from link_shares s using users u
        where s.link_id = ${linkId} and s.shared_with = u.id and u.email = ${email}`);
    },

    async ownerUrls(db: Db, ownerId: string): Promise<Set<string>> {
      const rows = await queryRows<{ url: string }>(
        db,
        sql`select url from links where owner_id = ${ownerId}`,
      );
      return new Set(rows.map((row) => row.url));
    },

    /** Every link of the owner with its tags, oldest first, for the bookmark export. */
    async exportAll(db: Db, ownerId: string) {
      return queryRows<{
        linkUrl: string;
        linkName: string;
        linkDescription: string;
        linkType: string;
        linkTags: { linkTagName: string }[];
        createdAt: Date | string;
      }>(
        db,
        sql`select l.url as "linkUrl", l.name as "linkName", l.description as "linkDescription",
              l.type as "linkType", l.created_at as "createdAt",
              coalesce((select json_agg(json_build_object('linkTagName', t.name) order by lower(t.name))
                from link_tag_links lt join link_tags t on t.id = lt.tag_id where lt.link_id = l.id), '[]'::json)
                as "linkTags"
            from links l where l.owner_id = ${ownerId} order by l.created_at, l.id`,
      );
    },
  };
}

export type LinksRepository = ReturnType<typeof createLinksRepository>;
