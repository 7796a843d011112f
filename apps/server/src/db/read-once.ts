/**
 * Memoises a read for the life of the process; a failed read is not kept, so the next caller
 * tries the database again. For tables that change only by migration (catalogue, TLD prices).
 */
export function readOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => {
    cached ??= load().catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
    return cached;
  };
}
