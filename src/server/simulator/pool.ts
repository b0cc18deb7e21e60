/** Runs the work `concurrency` at a time; once `stopped` says so, what has not begun is left out. */
export async function runPool(
  work: (() => Promise<void>)[],
  concurrency: number,
  stopped: () => boolean,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < work.length && !stopped()) await work[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, work.length) }, worker));
}
