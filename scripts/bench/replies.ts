import type { FastifyInstance } from 'fastify';

export interface ReplyFigure {
  /** Median of five replies, through the whole Fastify pipeline (app.inject). */
  replyMs: number;
  /** The first of the five: built from the database when nothing was cached for the context yet. */
  firstMs: number;
  /** Median of five `JSON.stringify` runs over the parsed body of the same reply. */
  stringifyMs: number;
  /** replyMs / stringifyMs; the goal is at most 2. */
  ratio: number;
  bytes: number;
  /** A repeated request with the reply's ETag: its status (304 when unchanged) and median time. */
  revalidateStatus: number;
  revalidateMs: number;
}

export interface ReplyFigures {
  tree: ReplyFigure;
  cashpointReport: ReplyFigure;
  storeReport: ReplyFigure;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * One GET through the whole Fastify pipeline, timed until its last byte has arrived. The body comes
 * as a stream of bytes (as a socket would carry it) and is decoded only after the clock stopped:
 * decoding 8 MB of UTF-8 with umlauts takes longer than `JSON.stringify` of the same payload, and that
 * is the client's work, not the server's.
 */
async function timedGet(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const start = performance.now();
  const reply = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  const chunks: Buffer[] = [];
  for await (const chunk of reply.stream()) chunks.push(chunk as Buffer);
  const ms = performance.now() - start;
  return { ms, status: reply.statusCode, etag: reply.headers.etag as string | undefined, chunks };
}

async function measure(app: FastifyInstance, cookie: string, url: string): Promise<ReplyFigure> {
  const headers = { cookie };
  const times: number[] = [];
  let chunks: Buffer[] = [];
  let etag: string | undefined;
  for (let i = 0; i < 5; i++) {
    const reply = await timedGet(app, url, headers);
    times.push(reply.ms);
    chunks = reply.chunks;
    etag = reply.etag;
    if (reply.status !== 200) throw new Error(`GET ${url}: ${reply.status}`);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  const payload: unknown = JSON.parse(body);
  const stringifyTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    JSON.stringify(payload);
    stringifyTimes.push(performance.now() - start);
  }
  const revalidateTimes: number[] = [];
  let revalidateStatus = 0;
  for (let i = 0; i < 5 && etag; i++) {
    const reply = await timedGet(app, url, { ...headers, 'if-none-match': etag });
    revalidateTimes.push(reply.ms);
    revalidateStatus = reply.status;
  }
  const replyMs = median(times);
  const stringifyMs = median(stringifyTimes);
  return {
    replyMs,
    firstMs: times[0]!,
    stringifyMs,
    ratio: replyMs / stringifyMs,
    bytes: Buffer.byteLength(body),
    revalidateStatus,
    revalidateMs: revalidateTimes.length ? median(revalidateTimes) : 0,
  };
}

/**
 * The tree and both full reports of one context, each against `JSON.stringify` of its own payload,
 * measured in the same process and run. `cookie` is the request's Cookie header (`sid=…`).
 */
export async function measureReplies(app: FastifyInstance, cookie: string, contextKey: string): Promise<ReplyFigures> {
  const query = `contextId=${encodeURIComponent(contextKey)}`;
  return {
    tree: await measure(app, cookie, `/api/frontend/cashpoints?${query}`),
    cashpointReport: await measure(app, cookie, `/api/frontend/reports/cashpoint-report?${query}`),
    storeReport: await measure(app, cookie, `/api/frontend/reports/storeagent-report?${query}`),
  };
}
