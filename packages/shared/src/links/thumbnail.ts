/**
 * Spec §2: the thumbnail address derived from a video url — 'www' becomes 'img', 'watch?v='
 * becomes 'vi/', and '/0.jpg' is appended (https://www.youtube.com/watch?v=ID →
 * https://img.youtube.com/vi/ID/0.jpg). Beyond the spec's rule, further query parameters
 * (`&t=42s`) are dropped so they do not end up inside the path, and youtu.be short links map to
 * the same address.
 */
export function thumbnailUrl(linkUrl: string): string {
  const url = linkUrl.trim();
  const short = /^https?:\/\/youtu\.be\/([\w-]+)/i.exec(url);
  if (short) return `https://img.youtube.com/vi/${short[1]}/0.jpg`;
  const withoutExtraParameters = url.includes('watch?v=')
    ? url.replace(/(watch\?v=[^&#]*)[&#].*$/, '$1')
    : url;
  return `${withoutExtraParameters.replace('www', 'img').replace('watch?v=', 'vi/')}/0.jpg`;
}

/** Where the web app may load a derived thumbnail from (the server's CSP allows exactly these). */
export const THUMBNAIL_ORIGINS = ['https://img.youtube.com', 'https://i.ytimg.com'] as const;

/** Whether the browser may load this derived address; other sites' would be refused by the CSP. */
export function isLoadableThumbnail(address: string): boolean {
  return THUMBNAIL_ORIGINS.some((origin) => address.startsWith(`${origin}/`));
}
