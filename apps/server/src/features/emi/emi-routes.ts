import {
  EmiAddedSchema,
  EmiEntryInputSchema,
  EmiSettingsSchema,
  EmiSummaryRequestSchema,
  EmiSummarySchema,
  EmiViewsPageSchema,
  emiMessages,
  RECEIPT_MAX_BYTES,
} from '@app/shared/emi';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCheckedJson } from '../../checked-json.ts';
import { AppError, badRequest } from '../../http-errors.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { emiPaymentsCsv } from './emi-csv.ts';
import type { EmiService } from './emi-service.ts';

type EmiUpload = { entryJson: string | undefined; file: Buffer | undefined };

/** Reads the add-EMI form: the `auditRequestVo` JSON part and at most one `file` part. */
async function readUpload(request: FastifyRequest): Promise<EmiUpload> {
  const upload: EmiUpload = { entryJson: undefined, file: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        // A form sent without a chosen file carries an empty, nameless file part.
        if (part.fieldname === 'file' && (bytes.length > 0 || part.filename)) upload.file = bytes;
      } else if (part.fieldname === 'auditRequestVo') {
        upload.entryJson = String(part.value);
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, emiMessages.receiptTooLarge);
    if (statusCode === 413) throw new AppError(413, 'The form has more parts than an EMI entry needs.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest('Send the EMI as multipart/form-data');
    // busboy reports a broken form (no boundary, cut short, bad part headers) as a plain Error.
    if (statusCode === undefined || statusCode < 500)
      throw badRequest('The EMI form could not be read: it is not valid multipart/form-data.');
    throw error;
  }
  return upload;
}

function parseEntry(entryJson: string | undefined) {
  let raw: unknown;
  try {
    raw = JSON.parse(entryJson ?? '');
  } catch {
    const message = 'auditRequestVo must be the EMI entry as JSON';
    throw badRequest(message, { auditRequestVo: message });
  }
  const entry = EmiEntryInputSchema.safeParse(raw);
  if (entry.success) return entry.data;
  const errors: Record<string, string> = {};
  for (const issue of entry.error.issues) errors[issue.path.join('.') || 'auditRequestVo'] ??= issue.message;
  throw badRequest([...new Set(Object.values(errors))].join(' '), errors);
}

const ViewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

/** Spec §7 "EMI" and design §3. */
export const emiRoutes: FastifyPluginAsyncZod<{ emi: EmiService; publicUrl: string }> = async (
  app,
  { emi, publicUrl },
) => {
  const tags = ['emi'];
  const security = [{ bearer: [] }];
  const admin = app.requireUserType('ADMIN');
  await app.register(multipart, {
    limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 4, fieldSize: 10_000, parts: 6 },
  });

  app.post(
    '/add',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Record an EMI payment (multipart: auditRequestVo JSON and an optional receipt file)',
        consumes: ['multipart/form-data'],
        response: { 201: EmiAddedSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const entry = parseEntry(upload.entryJson);
      return reply.code(201).send(await emi.add(request.user.sub, entry, upload.file));
    },
  );

  app.post(
    '/summary',
    {
      schema: {
        tags,
        summary: 'The EMI summary (public, spec §6); each call is recorded as a view',
        body: EmiSummaryRequestSchema,
        response: { 200: EmiSummarySchema, ...errorResponses(400) },
      },
    },
    // Sent as the JSON it was cached as (emi-service.ts), not serialised again.
    async (request, reply) =>
      sendCheckedJson(
        reply,
        await emi.summary({
          // request.ip honours TRUST_PROXY: the proxy's X-Forwarded-For only when it is trusted.
          serverIp: request.ip,
          clientIp: request.body.ip,
          device: request.body.device,
          browser: request.body.browser,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 1000),
        }),
      ),
  );

  app.get(
    '/receipts/:receiptId',
    {
      schema: {
        tags,
        summary: 'A stored receipt, by its unguessable id, with its real content type',
        params: z.object({ receiptId: z.string().regex(/^[\w-]{20,64}$/) }),
        response: {
          200: z.any().describe('the receipt (PNG, JPEG, WebP or PDF)'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const receipt = await emi.receipt(request.params.receiptId);
      return reply
        .type(receipt.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${receipt.fileName}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(receipt.bytes);
    },
  );

  app.get(
    '/settings',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Borrowed amounts, loan terms and view retention',
        response: { 200: EmiSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => emi.settings(),
  );

  app.put(
    '/settings',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Change the borrowed amounts, loan terms and view retention',
        body: EmiSettingsSchema,
        response: { 200: EmiSettingsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => emi.saveSettings(request.body),
  );

  app.get(
    '/views',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Who viewed the summary, newest first',
        querystring: ViewsQuerySchema,
        response: { 200: EmiViewsPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => emi.views(request.query.page, request.query.size),
  );

  app.get(
    '/export',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Every EMI payment as CSV',
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="emi-payments.csv"')
        .send(emiPaymentsCsv(await emi.payments(), publicUrl)),
  );
};
