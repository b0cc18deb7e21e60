import pg from 'pg';

/**
 * Whether this instance may run the jobs that must run on one instance at a time. One lock for all
 * of them: the instance that holds it runs every such job, the others stand by.
 */
export interface LeaderLock {
  /** Takes the lock when nobody holds it; true while this instance holds it. */
  tryAcquire(): Promise<boolean>;
  /** Whether the lock is still ours; false once the connection that held it is gone. */
  stillHeld(): Promise<boolean>;
  /** Gives the lock up (and its connection) so another instance can take it at its next try. */
  release(): Promise<void>;
  /** Called when the lock is lost without being released (the database ended its connection). */
  onLost(listener: () => void): void;
}

/** The advisory lock key of the jobs; the migrations use another one (platform/db/migrationLock.ts). */
export const jobsLockKey = 2026112601;

/** On SQLite there is one instance, the one that owns the file: it always leads. */
export function soleInstanceLock(): LeaderLock {
  return {
    tryAcquire: async () => true,
    stillHeld: async () => true,
    release: async () => undefined,
    onLost: () => undefined,
  };
}

/**
 * A session-level advisory lock on a connection of its own, outside the pool, held for as long as
 * this instance leads. PostgreSQL releases it when that session ends, so an instance that dies
 * (killed, or its machine gone) leaves the lock to the next one that tries: at once when the
 * connection is closed, and within about 25 seconds when the machine vanishes without closing it
 * (the keepalive settings below make the server drop such a connection).
 */
export class PostgresLeaderLock implements LeaderLock {
  private client: pg.Client | undefined;
  private held = false;
  private lost: () => void = () => undefined;

  constructor(
    private readonly url: string,
    private readonly key = jobsLockKey,
  ) {}

  onLost(listener: () => void): void {
    this.lost = listener;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.held) return this.stillHeld();
    try {
      const client = await this.connection();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [this.key]);
      this.held = rows[0]?.locked === true;
    } catch {
      this.drop(this.client);
    }
    return this.held;
  }

  async stillHeld(): Promise<boolean> {
    const client = this.client;
    if (!this.held || !client) return false;
    try {
      await client.query('select 1');
    } catch {
      this.drop(client);
    }
    return this.held;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.held = false;
    this.client = undefined;
    // Ending the session releases the lock; an explicit unlock first spares the server the wait.
    await client?.query('select pg_advisory_unlock_all()').catch(() => undefined);
    await client?.end().catch(() => undefined);
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'kassen-konsole jobs',
      keepAlive: true,
      // A try or check that gets no answer counts as failed (a lost connection, and so a lost lock).
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
    });
    client.on('error', () => this.drop(client));
    client.on('end', () => this.drop(client));
    this.client = client;
    await client.connect();
    // The server probes an idle connection after 10 s, every 5 s, and ends it after 3 unanswered
    // probes: the lock of an instance whose machine is gone is free again within half a minute.
    await client.query('set tcp_keepalives_idle = 10; set tcp_keepalives_interval = 5; set tcp_keepalives_count = 3');
    return client;
  }

  /** Forgets a broken connection; a lock it held is lost. */
  private drop(client: pg.Client | undefined): void {
    if (!client || this.client !== client) return;
    this.client = undefined;
    const wasHeld = this.held;
    this.held = false;
    client.end().catch(() => undefined);
    if (wasHeld) this.lost();
  }
}

export function leaderLockFor(postgresUrl: string | undefined): LeaderLock {
  return postgresUrl ? new PostgresLeaderLock(postgresUrl) : soleInstanceLock();
}
