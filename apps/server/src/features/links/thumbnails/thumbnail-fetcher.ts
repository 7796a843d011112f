import { toThumbnailPng } from './thumbnail-image.ts';

export type ThumbnailFetcherOptions = {
  /** For the whole request, redirects and body included. */
  timeoutMs?: number;
  /** Larger image files are refused, whatever Content-Length says or omits. */
  maxBytes?: number;
  /** Wider images are shrunk to this width, aspect ratio kept. */
  maxWidth?: number;
  fetchImpl?: typeof fetch;
};

export type ThumbnailFetcher = {
  /** The image as a base64 PNG (no `data:` prefix), or null for any failure; never throws. */
  fetchThumbnail(imageUrl: string): Promise<string | null>;
};

/**
 * Fetches a link's thumbnail once (at save time) so that listing links never waits on a third
 * party. Only PNG and JPEG files are read, recognised by their bytes.
 */
export function createThumbnailFetcher(options: ThumbnailFetcherOptions = {}): ThumbnailFetcher {
  const { timeoutMs = 3000, maxBytes = 1_000_000, maxWidth = 160, fetchImpl = fetch } = options;

  async function download(url: URL): Promise<Uint8Array | null> {
    const response = await fetchImpl(url, {
      redirect: 'follow',
      headers: { accept: 'image/png,image/jpeg;q=0.9' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (!response.ok || declared > maxBytes || !response.body) {
      // Dropping the body frees the connection.
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    return readAtMost(response.body, maxBytes);
  }

  return {
    async fetchThumbnail(imageUrl) {
      const url = parseHttpUrl(imageUrl);
      if (!url) return null;
      try {
        const bytes = await download(url);
        return bytes && (toThumbnailPng(bytes, maxWidth)?.toString('base64') ?? null);
      } catch {
        // Network failure, timeout (the signal also aborts reading the body), or a bad address.
        return null;
      }
    },
  };
}

/** The whole body, or null as soon as it passes `maxBytes` (the rest is never downloaded). */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
}

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
