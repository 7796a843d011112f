import { MessageSchema } from '@app/shared/auth';
import {
  LINK_IMPORT_MAX_BYTES,
  LINK_SORT_FIELDS,
  LinkImportResultSchema,
  LinkSchema,
  LinkSearchInputSchema,
  LinksPageSchema,
  LinkTagSchema,
  linkMessages,
  SaveLinkInputSchema,
  ShareLinkInputSchema,
  SORT_ORDERS,
} from '@app/shared/links';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCheckedJson } from '../../checked-json.ts';
import { badRequest } from '../../http-errors.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { planImport } from './bookmarks/bookmark-import-plan.ts';
import { parseNetscapeBookmarks, serializeNetscapeBookmarks } from './bookmarks/netscape-bookmarks.ts';
import { type LinksService, tooLargeImport } from './links-service.ts';

const PageParamsSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000),
  pageSize: z.coerce.number().int().min(1).max(100),
  sortBy: z.enum(LINK_SORT_FIELDS),
  order: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(SORT_ORDERS),
  ),
});
const pagePath = '/:pageNumber/:pageSize/:sortBy/:order';
const LinkIdParamsSchema = z.object({ linkId: z.coerce.number().int().min(1).max(2_147_483_647) });

const toPageRequest = (params: z.infer<typeof PageParamsSchema>) => ({
  page: params.pageNumber,
  size: params.pageSize,
  sortBy: params.sortBy,
  order: params.order,
});

/** Spec §7 "Links" and design §3: the administrator's links, each scoped to its owner. */
export const linksRoutes: FastifyPluginAsyncZod<{ links: LinksService }> = async (app, { links }) => {
  const tags = ['links'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.requireUserType('ADMIN'));
  // A bookmark file is sent as it is; a little over the limit still parses, to answer with our message.
  app.addContentTypeParser(
    'text/html',
    { parseAs: 'string', bodyLimit: LINK_IMPORT_MAX_BYTES + 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Create a link, or update your own when linkId is given (tags created on first use)',
        body: SaveLinkInputSchema,
        response: { 200: LinkSchema, 201: LinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { link, created } = await links.save(request.user.sub, request.body);
      return reply.code(created ? 201 : 200).send(link);
    },
  );

  app.get(
    '/tags',
    {
      schema: {
        tags,
        security,
        summary: 'Your tags, by name',
        response: { 200: z.array(LinkTagSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => links.tags(request.user.sub),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'Your links as a Netscape bookmark file (browsers and linkding import it)',
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const html = serializeNetscapeBookmarks(
        (await links.exportAll(request.user.sub)).map((link) => ({
          ...link,
          createdAt: new Date(link.createdAt),
        })),
        'Links Manager bookmarks',
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bookmarks.html"')
        .send(html);
    },
  );

  app.post(
    '/import',
    {
      schema: {
        tags,
        security,
        summary: 'Add the bookmarks of a Netscape bookmark file (text/html); duplicates by url are skipped',
        consumes: ['text/html'],
        body: z.string(),
        response: { 200: LinkImportResultSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      if (Buffer.byteLength(request.body) > LINK_IMPORT_MAX_BYTES) throw tooLargeImport();
      const bookmarks = parseNetscapeBookmarks(request.body);
      if (bookmarks.length === 0) throw badRequest(linkMessages.importEmpty);
      const plan = planImport(bookmarks, await links.existingUrls(request.user.sub));
      return links.importLinks(request.user.sub, plan);
    },
  );

  app.get(
    `/sharedby${pagePath}`,
    {
      schema: {
        tags,
        security,
        summary: 'Your links that you shared with other administrators',
        params: PageParamsSchema,
        response: { 200: LinksPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendCheckedJson(reply, await links.sharedBy(request.user.sub, toPageRequest(request.params))),
  );

  app.get(
    `/sharedto${pagePath}`,
    {
      schema: {
        tags,
        security,
        summary: 'Links other administrators shared with you (view only)',
        params: PageParamsSchema,
        response: { 200: LinksPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendCheckedJson(reply, await links.sharedTo(request.user.sub, toPageRequest(request.params))),
  );

  app.post(
    `/search${pagePath}`,
    {
      schema: {
        tags,
        security,
        summary: 'Your links whose name, description, url, type or tags contain the text',
        params: PageParamsSchema,
        body: LinkSearchInputSchema,
        response: { 200: LinksPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendCheckedJson(
        reply,
        await links.search(request.user.sub, request.body, toPageRequest(request.params)),
      ),
  );

  app.get(
    pagePath,
    {
      schema: {
        tags,
        security,
        summary: 'A page of your links',
        params: PageParamsSchema,
        response: { 200: LinksPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      sendCheckedJson(reply, await links.list(request.user.sub, toPageRequest(request.params))),
  );

  app.get(
    '/:linkId',
    {
      schema: {
        tags,
        security,
        summary: 'One of your links, or one shared with you',
        params: LinkIdParamsSchema,
        response: { 200: LinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => links.get(request.user.sub, request.params.linkId),
  );

  app.delete(
    '/:linkId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of your links',
        params: LinkIdParamsSchema,
        response: { 200: MessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => links.delete(request.user.sub, request.params.linkId),
  );

  app.post(
    '/:linkId/share',
    {
      schema: {
        tags,
        security,
        summary: 'Share your link, view only, with another administrator',
        params: LinkIdParamsSchema,
        body: ShareLinkInputSchema,
        response: { 200: LinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => links.share(request.user.sub, request.params.linkId, request.body.email),
  );

  app.post(
    '/:linkId/unshare',
    {
      schema: {
        tags,
        security,
        summary: 'Stop sharing your link with an administrator',
        params: LinkIdParamsSchema,
        body: ShareLinkInputSchema,
        response: { 200: LinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => links.unshare(request.user.sub, request.params.linkId, request.body.email),
  );
};
