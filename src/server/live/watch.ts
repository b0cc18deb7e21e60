import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessNow, credentialOf } from './access';
import type { LiveStream } from './stream';

/** How often an open stream's caller is checked again: a stream ends within this of losing access. */
export const accessCheckMs = 1000;

interface Watched {
  request: FastifyRequest;
  contextId: number;
  streams: Set<LiveStream>;
}

/**
 * Checks the callers of this instance's open streams every `accessCheckMs`, each session or token
 * once for all its streams of a context, and ends the streams of those that may no longer read.
 */
export class AccessWatch {
  private readonly watched = new Map<string, Watched>();
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(private readonly app: FastifyInstance) {}

  add(request: FastifyRequest, contextId: number, stream: LiveStream): void {
    const key = `${contextId}\u0000${credentialOf(request)}`;
    let entry = this.watched.get(key);
    if (!entry) this.watched.set(key, (entry = { request, contextId, streams: new Set() }));
    entry.streams.add(stream);
    stream.onEnd(() => {
      entry.streams.delete(stream);
      if (entry.streams.size === 0 && this.watched.get(key) === entry) this.watched.delete(key);
      if (this.watched.size === 0) this.stop();
    });
    this.timer ??= setInterval(() => void this.check(), accessCheckMs).unref();
  }

  private async check(): Promise<void> {
    if (this.checking) return;
    this.checking = true;
    try {
      for (const entry of [...this.watched.values()]) {
        const access = await accessNow(this.app, entry.request, entry.contextId).catch(() => 'unknown' as const);
        // The database out of reach for a moment: the streams stay, the next check decides.
        if (access === 'unknown') continue;
        for (const stream of [...entry.streams])
          if (access) stream.allowStoreServers(access.seesStoreServers);
          else stream.end();
      }
    } finally {
      this.checking = false;
    }
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  close(): void {
    this.stop();
    for (const entry of [...this.watched.values()]) for (const stream of [...entry.streams]) stream.end();
  }
}

const perApp = new WeakMap<FastifyInstance, AccessWatch>();

export function accessWatch(app: FastifyInstance): AccessWatch {
  let watch = perApp.get(app);
  if (!watch) perApp.set(app, (watch = new AccessWatch(app)));
  return watch;
}

export const closeAccessWatch = (app: FastifyInstance): void => perApp.get(app)?.close();
