import { parseSamples, sampleValue } from './prometheusText';

/** The METRICS_TOKEN the tests' server processes are started with, to read how far liveness is written. */
export const testMetricsToken = 'liveness-written-test';

/**
 * Unix ms before which a server process has written every heartbeat it took as liveness only
 * (fleet/liveness.ts), from its /metrics: read before a kill, what it acknowledged earlier must be stored.
 */
export async function livenessWrittenUpTo(serverUrl: string): Promise<number> {
  const response = await fetch(`${serverUrl}/metrics`, { headers: { authorization: `Bearer ${testMetricsToken}` } });
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const seconds = sampleValue(parseSamples(await response.text()), 'kassen_konsole_liveness_written_up_to_seconds');
  if (seconds === undefined) throw new Error('/metrics has no kassen_konsole_liveness_written_up_to_seconds');
  return Math.round(seconds * 1000);
}

/** Waits until the server has written every liveness-only heartbeat it took before `since` (Unix ms). */
export async function waitLivenessWritten(serverUrl: string, since: number, seconds = 60): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while ((await livenessWrittenUpTo(serverUrl)) < since) {
    if (Date.now() > until)
      throw new Error(`liveness not written up to ${new Date(since).toISOString()} in ${seconds} s`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
