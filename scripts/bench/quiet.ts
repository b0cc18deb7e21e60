// Isolated bench parts (issue 55): a part measures the server, not what the part before it left
// behind (a cache being rebuilt, a queue of writes, a job that woke up). Before each part the bench
// waits until the server's process has been quiet for a moment; a part whose server did not become
// quiet within the wait is measured all the same, and its rows say so.
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMilliseconds } from './processStats';
import { num, type BenchRow } from './table';

/** Quiet: the server used at most this share of one core over the window. */
const quietShare = 0.05;
const windowMs = 500;
/** Longer than the server's slowest job round takes on this fleet (the alert checks at 50,000 registers). */
const maxWaitMs = 15_000;

export interface QuietStart {
  /** How long the bench waited for the server to become quiet. */
  waitedMs: number;
  /** The server's CPU share over the last window: at most `quietShare` when quiet. */
  share: number;
  quiet: boolean;
}

/** Waits until the server `pid` used at most 5 % of a core over half a second, 15 s at most. */
export async function waitForQuiet(pid: number): Promise<QuietStart> {
  const started = performance.now();
  for (;;) {
    const cpuBefore = cpuMilliseconds(pid);
    const before = performance.now();
    await sleep(windowMs);
    const share = (cpuMilliseconds(pid) - cpuBefore) / (performance.now() - before);
    const waitedMs = performance.now() - started;
    if (share <= quietShare) return { waitedMs, share, quiet: true };
    if (waitedMs >= maxWaitMs) return { waitedMs, share, quiet: false };
  }
}

/** What the bench's notes say of the parts' starts: how long it waited, and which part began busy. */
export class QuietLog {
  private readonly starts: { part: string; start: QuietStart }[] = [];

  /** Waits for a quiet server, then measures `part`; its rows are marked when the server stayed busy. */
  async isolated(part: string, pid: number, measure: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
    const start = await waitForQuiet(pid);
    this.starts.push({ part, start });
    const rows = await measure();
    if (start.quiet) return rows;
    const mark = ` (Server zu Beginn beschäftigt: ${num(start.share * 100, 0)} % eines Kerns nach ${num(start.waitedMs / 1000)} s Warten)`;
    return rows.map((row) => ({ ...row, measured: `${row.measured}${mark}` }));
  }

  note(): string | undefined {
    if (this.starts.length === 0) return undefined;
    const busy = this.starts.filter((s) => !s.start.quiet).map((s) => s.part);
    const waited = this.starts.reduce((sum, s) => sum + s.start.waitedMs, 0);
    return (
      `Jeder Teil beginnt erst, wenn der Server eine halbe Sekunde lang höchstens ${num(quietShare * 100, 0)} % eines Kerns ` +
      `nutzt (insgesamt ${num(waited / 1000)} s gewartet); ` +
      (busy.length === 0
        ? 'kein Teil begann bei beschäftigtem Server.'
        : `bei beschäftigtem Server begannen: ${busy.join(', ')}.`)
    );
  }
}
