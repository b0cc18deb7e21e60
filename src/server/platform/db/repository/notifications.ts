import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../connection';

/** Seconds between attempts to listen again after the listening connection was lost. */
const relistenAfterMs = 1000;

export interface NotificationListener {
  /** Whether notifications arrive now; while false, some may be missed (the caller must not trust memos). */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  /**
   * Notifications may have been missed: the connection was lost, or was (re)established and those
   * sent before it came are gone. Called on every loss and after every (re)connect.
   */
  gap(): void;
}

/**
 * PostgreSQL's LISTEN on `channel` over a connection of its own, opened with the pool's settings but
 * outside it: a pooled client held for as long as it listens would keep the pool's `end()` (the
 * database's close) waiting for ever, and take one of the pool's connections. Listens again after a
 * loss. NOTIFY is delivered on commit to every session that listens, on every instance on the
 * database, the sender's included.
 */
export function listenFor(db: Db, channel: string, handlers: NotificationHandlers): NotificationListener {
  const pool = db.pool;
  if (!pool) throw new Error('LISTEN needs PostgreSQL');
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!client) return;
    const gone = client;
    client = undefined;
    listening = false;
    void gone.end().catch(() => undefined);
    handlers.gap();
    if (!closed) retry = setTimeout(() => void connect(), relistenAfterMs).unref();
  };

  async function connect(): Promise<void> {
    retry = undefined;
    if (closed) return;
    const fresh = new pg.Client(pool!.options);
    // Before connecting: a connection refused or lost later is an 'error' event that must not crash.
    fresh.on('error', () => (client === fresh ? lost() : undefined));
    try {
      await fresh.connect();
    } catch {
      void fresh.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), relistenAfterMs).unref();
      return;
    }
    if (closed) return void fresh.end().catch(() => undefined);
    client = fresh;
    fresh.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    fresh.on('end', () => (client === fresh ? lost() : undefined));
    try {
      // The channel is ours, a fixed identifier; LISTEN takes no parameter.
      await fresh.query(`LISTEN ${channel}`);
    } catch {
      return lost();
    }
    listening = true;
    handlers.gap();
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      listening = false;
      if (!last) return;
      try {
        await last.query(`UNLISTEN ${channel}`);
      } catch {
        // The connection is gone already; it is destroyed below.
      }
      await last.end().catch(() => undefined);
    },
  };
}

/** NOTIFY `channel` with `payload` (delivered on commit, when `db` is a transaction). PostgreSQL only. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db.kysely);
}
