// HTTP calls of the bench against the server process: the login and timed GETs.

export interface Reply {
  ms: number;
  status: number;
  etag: string | null;
  body: string;
  bytes: number;
}

/** Logs in as the demo admin and returns the session cookie ("sid=..."). */
export async function login(baseUrl: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/frontend/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin', password: 'demo-admin-2026' }),
  });
  const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!reply.ok || !cookie) throw new Error(`Anmeldung fehlgeschlagen: ${reply.status} ${await reply.text()}`);
  return cookie.split(';')[0]!;
}

/**
 * One GET, timed until the last byte has arrived. Uncompressed on purpose: the figure is the
 * server's time to build the reply, and gzip would add a cost that the JSON.stringify floor does not
 * have. The bytes are decoded only after the clock stopped: decoding megabytes of UTF-8 is the
 * client's work, not the server's. `etag` asks for a revalidation (304 when unchanged).
 */
export async function timedGet(url: string, cookie: string, etag?: string): Promise<Reply> {
  const headers: Record<string, string> = { cookie, 'accept-encoding': 'identity' };
  if (etag) headers['if-none-match'] = etag;
  const start = performance.now();
  const reply = await fetch(url, { headers });
  const bytes = Buffer.from(await reply.arrayBuffer());
  const ms = performance.now() - start;
  if (!reply.ok && reply.status !== 304) throw new Error(`HTTP ${reply.status} auf ${new URL(url).pathname}`);
  return {
    ms,
    status: reply.status,
    etag: reply.headers.get('etag'),
    body: bytes.toString('utf8'),
    bytes: bytes.length,
  };
}

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The median of `times` runs of `run` (after one warm-up), in ms. */
export async function medianMs(times: number, run: () => Promise<unknown> | unknown): Promise<number> {
  await run();
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return median(durations);
}
