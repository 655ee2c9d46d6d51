/** Painting is CPU-bound in libvips; a few in flight keep two cores busy without thrashing. */
export const PAINT_CONCURRENCY = 4;

/** Runs `fn` over `items` with at most `limit` calls in flight. */
export async function mapLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
