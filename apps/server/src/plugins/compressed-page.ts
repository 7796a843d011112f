import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** An HTML page compressed once, at the best level, in every encoding browsers ask for. */
export type CompressedPage = { identity: Buffer; br: Buffer; gzip: Buffer };

const ENCODINGS: ('br' | 'gzip' | 'identity')[] = ['br', 'gzip', 'identity'];

export async function compressPage(html: Buffer): Promise<CompressedPage> {
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(html, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity: html, br, gzip: gz };
}

/**
 * Sends the page in the encoding the request accepts. The web app's pages answer from the
 * not-found handler, which @fastify/compress does not reach, and they are the same bytes for
 * every visitor, so they are compressed once rather than on each request.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CompressedPage) {
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) ?? 'identity';
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page[encoding]);
}
