import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connection';
import { countRequest, deleteEndedRateLimits } from './rateLimits.repository';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Ended windows are deleted at most this often per instance, on the counting path. */
const purgeEveryMs = 60_000;

/** What a route's limit is told about its route (@fastify/rate-limit adds `routeInfo`). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps the counts in the database instead of one process's
 * memory, so instances behind a load balancer share each limit: the login's 30 a minute per address
 * are 30 whichever instance each attempt reaches. Each route with a limit counts under its own
 * method and path, like the plugin's own per-route stores. Windows are fixed: the first request of a
 * key opens one, and the count starts again once it has ended. Time is the wall clock, as in the
 * plugin's own stores.
 */
export function databaseRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  const purge = { last: undefined as number | undefined };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      const windowMs = timeWindow ?? 60_000;
      this.count(`${this.route} ${key}`, windowMs).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new DatabaseRateLimitStore(routeOptions, `${methods} ${url ?? ''}`);
    }

    private async count(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const at = now();
      if (purge.last === undefined || at - purge.last >= purgeEveryMs || at < purge.last) {
        purge.last = at;
        await deleteEndedRateLimits(db, at);
      }
      const window = await countRequest(db, key, windowMs, at);
      return { current: window.count, ttl: Math.max(0, window.expiresAt - at) };
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
