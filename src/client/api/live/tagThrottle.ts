/**
 * At most one run per key and interval: the first request runs at once, those within the interval
 * after it collapse into one more run at its end. A rollout moving a thousand registers sends many
 * events in a second; each invalidation refetches every open query of its tag, so the stream must
 * not turn into a request storm.
 */
export class TagThrottle {
  private readonly last = new Map<string, number>();
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();

  run(key: string, intervalMs: number, action: () => void): void {
    if (this.pending.has(key)) return;
    const now = Date.now();
    const wait = (this.last.get(key) ?? -Infinity) + intervalMs - now;
    if (wait <= 0) {
      this.last.set(key, now);
      action();
      return;
    }
    this.pending.set(
      key,
      setTimeout(() => {
        this.pending.delete(key);
        this.last.set(key, Date.now());
        action();
      }, wait),
    );
  }

  /** Drops the waiting runs (the stream closed: its context's pages are gone or poll again). */
  dispose(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
