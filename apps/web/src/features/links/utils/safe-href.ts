/** The url when it is a web address, else undefined: a stored `javascript:` url must never run. */
export function safeHref(url: string): string | undefined {
  return /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
}
