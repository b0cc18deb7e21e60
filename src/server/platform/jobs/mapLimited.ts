/**
 * Runs `work` for every item, at most `limit` at a time, and returns the results in the items'
 * order. A round's sends go out side by side but not all at once: fifty webhook calls or mails
 * started together would open fifty connections.
 */
export async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
