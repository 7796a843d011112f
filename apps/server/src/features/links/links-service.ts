import {
  type Link,
  type LinkImportResult,
  linkMessages,
  normalizeTagNames,
  type SaveLinkInput,
} from '@app/shared/links';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/create-db.ts';
import { users } from '../../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http-errors.ts';
import type { ImportPlan } from './bookmarks/bookmark-import-plan.ts';
import { type LinksPageCache, type PageJson, toPageJson } from './links-page-cache.ts';
import {
  containsPattern,
  type LinkListKind,
  type LinksRepository,
  type PageRequest,
  searchTextOf,
} from './links-repository.ts';
import type { OwnerStatsCache } from './owner-stats-cache.ts';

type SavedLinkFields = { linkUrl: string; linkName: string; linkDescription: string; linkType: string };

export type LinksServiceDeps = {
  db: Db;
  repo: LinksRepository;
  cache: LinksPageCache;
  ownerStats: OwnerStatsCache;
  /** Called after a link's url is saved, to fetch its thumbnail in the background. */
  onUrlSaved: (link: { linkId: number; linkUrl: string }) => void;
};

const totalPagesOf = (total: number, size: number) => Math.ceil(total / size);

export function createLinksService(deps: LinksServiceDeps) {
  const { db, repo, cache, ownerStats } = deps;

  /** 404 for a link the viewer neither owns nor was shared; 403 when they may only look at it. */
  async function ownedLink(tx: Db, viewerId: string, linkId: number) {
    const access = await repo.access(tx, viewerId, linkId, true);
    if (!access) throw notFound(linkMessages.notFound);
    if (access.ownerId !== viewerId) throw forbidden(linkMessages.ownerOnly);
    return access;
  }

  async function tagIdsFor(tx: Db, ownerId: string, input: SaveLinkInput) {
    const names = normalizeTagNames(input.linkTags.map((tag) => tag.linkTagName));
    const tags = await repo.upsertTags(tx, ownerId, names);
    return { names, ids: tags.map((tag) => tag.id) };
  }

  function fieldsOf(input: SavedLinkFields, tagNames: string[]) {
    const fields = {
      url: input.linkUrl,
      name: input.linkName,
      description: input.linkDescription,
      type: input.linkType,
    };
    return { ...fields, searchText: searchTextOf({ ...fields, tagNames }) };
  }

  async function listPage(viewerId: string, list: LinkListKind, request: PageRequest): Promise<PageJson> {
    const answer = (listOfLinks: Link[], total: number): PageJson =>
      toPageJson({ listOfLinks, totalLinksCount: total, totalPages: totalPagesOf(total, request.size) });
    if (list.kind === 'sharedBy' || list.kind === 'sharedTo') {
      // Shared lists change with other people's links too, so they are read fresh each time.
      const [links, total] = [
        await repo.page(db, viewerId, list, request),
        await repo.count(db, viewerId, list),
      ];
      return answer(links, total);
    }
    const { linkCount, version } = await ownerStats.get(viewerId, () => repo.ownerStats(db, viewerId));
    const scope = `${viewerId}:${version}`;
    const query = list.kind === 'search' ? `search:${list.pattern}:${list.tagNames.join('\n')}` : 'own';
    const { page, size, sortBy, order } = request;
    return cache.page(`${scope}:${query}:${page}:${size}:${sortBy}:${order}`, async () => {
      const links = await repo.page(db, viewerId, list, request);
      if (list.kind === 'own') return answer(links, linkCount);
      // A page that is not full ends the matches, so its count is known without counting
      // (most new searches are rare words); otherwise count once per search and data version.
      const offset = (page - 1) * size;
      const total =
        links.length < size && (links.length > 0 || offset === 0)
          ? offset + links.length
          : await cache.total(`${scope}:${query}`, () => repo.count(db, viewerId, list));
      return answer(links, total);
    });
  }

  async function visibleLink(viewerId: string, linkId: number): Promise<Link> {
    const link = await repo.findVisible(db, viewerId, linkId);
    if (!link) throw notFound(linkMessages.notFound);
    return link;
  }

  return {
    /** POST /api/v1/links: creates, or updates the caller's link when `linkId` is given. */
    async save(viewerId: string, input: SaveLinkInput): Promise<{ link: Link; created: boolean }> {
      const { linkId, created, urlChanged } = await db.transaction(async (tx) => {
        const existing = input.linkId === undefined ? undefined : await ownedLink(tx, viewerId, input.linkId);
        const tags = await tagIdsFor(tx, viewerId, input);
        const fields = fieldsOf(input, tags.names);
        const id = existing ? existing.id : await repo.insert(tx, viewerId, fields);
        if (existing) await repo.update(tx, existing.id, fields);
        await repo.setTags(tx, id, tags.ids);
        await repo.bumpOwner(tx, viewerId, existing ? 0 : 1);
        return {
          linkId: id,
          created: !existing,
          urlChanged: !existing || existing.url !== input.linkUrl || existing.image === null,
        };
      });
      ownerStats.changed(viewerId);
      if (urlChanged) deps.onUrlSaved({ linkId, linkUrl: input.linkUrl });
      return { link: await visibleLink(viewerId, linkId), created };
    },

    get: visibleLink,

    tags: (viewerId: string) => repo.tags(db, viewerId),

    list: (viewerId: string, request: PageRequest) => listPage(viewerId, { kind: 'own' }, request),

    search(viewerId: string, input: { searchText: string; linkTagNames: string[] }, request: PageRequest) {
      const tagNames = normalizeTagNames(input.linkTagNames).map((name) => name.toLowerCase());
      return listPage(
        viewerId,
        { kind: 'search', pattern: containsPattern(input.searchText), tagNames },
        request,
      );
    },

    sharedBy: (viewerId: string, request: PageRequest) => listPage(viewerId, { kind: 'sharedBy' }, request),
    sharedTo: (viewerId: string, request: PageRequest) => listPage(viewerId, { kind: 'sharedTo' }, request),

    async delete(viewerId: string, linkId: number): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        await ownedLink(tx, viewerId, linkId);
        await repo.delete(tx, viewerId, linkId);
        await repo.bumpOwner(tx, viewerId, -1);
      });
      ownerStats.changed(viewerId);
      return { message: 'Link deleted' };
    },

    /** Shares the link, view-only, with another administrator. */
    async share(viewerId: string, linkId: number, email: string): Promise<Link> {
      await db.transaction(async (tx) => {
        await ownedLink(tx, viewerId, linkId);
        const [receiver] = await tx.select().from(users).where(eq(users.email, email));
        if (receiver?.userType !== 'ADMIN') throw notFound(linkMessages.shareNoAdmin);
        if (receiver.id === viewerId) throw badRequest(linkMessages.shareSelf);
        await repo.share(tx, linkId, receiver.id);
        await repo.bumpOwner(tx, viewerId, 0);
      });
      ownerStats.changed(viewerId);
      return visibleLink(viewerId, linkId);
    },

    async unshare(viewerId: string, linkId: number, email: string): Promise<Link> {
      await db.transaction(async (tx) => {
        await ownedLink(tx, viewerId, linkId);
        await repo.unshare(tx, linkId, email);
        await repo.bumpOwner(tx, viewerId, 0);
      });
      ownerStats.changed(viewerId);
      return visibleLink(viewerId, linkId);
    },

    /** Stores a fetched thumbnail; the owner's pages then show it. */
    async storeThumbnail(linkId: number, linkUrl: string, image: string): Promise<void> {
      const ownerId = await db.transaction(async (tx) => {
        const owner = await repo.setImage(tx, linkId, linkUrl, image);
        if (owner) await repo.bumpOwner(tx, owner, 0);
        return owner;
      });
      if (ownerId) ownerStats.changed(ownerId);
    },

    /** Adds bookmarks as links in one transaction: all of the file, or none of it. */
    async importLinks(viewerId: string, plan: ImportPlan): Promise<LinkImportResult> {
      await db.transaction(async (tx) => {
        const allTags = await repo.upsertTags(
          tx,
          viewerId,
          normalizeTagNames(plan.toCreate.flatMap((link) => link.linkTags.map((tag) => tag.linkTagName))),
        );
        const tagIdByName = new Map(allTags.map((tag) => [tag.name.toLowerCase(), tag.id]));
        for (const link of plan.toCreate) {
          const names = normalizeTagNames(link.linkTags.map((tag) => tag.linkTagName));
          const id = await repo.insert(tx, viewerId, { ...fieldsOf(link, names), createdAt: link.createdAt });
          await repo.setTags(
            tx,
            id,
            names.flatMap((name) => tagIdByName.get(name.toLowerCase()) ?? []),
          );
        }
        if (plan.toCreate.length > 0) await repo.bumpOwner(tx, viewerId, plan.toCreate.length);
      });
      ownerStats.changed(viewerId);
      const imported = plan.toCreate.length;
      return {
        imported,
        skippedDuplicates: plan.skippedDuplicates,
        skippedInvalid: plan.skippedInvalid,
        message: `Imported ${imported} ${imported === 1 ? 'link' : 'links'}; skipped ${plan.skippedDuplicates} already saved and ${plan.skippedInvalid} not importable.`,
      };
    },

    existingUrls: (viewerId: string) => repo.ownerUrls(db, viewerId),
    exportAll: (viewerId: string) => repo.exportAll(db, viewerId),
  };
}

export type LinksService = ReturnType<typeof createLinksService>;

export const tooLargeImport = () => new AppError(413, linkMessages.importTooLarge);
