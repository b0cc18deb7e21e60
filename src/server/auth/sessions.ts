import crypto from 'node:crypto';
import type { Db } from '../db/connection';

export const sessionCookie = 'sid';

/** The cookie holds a random token; the database only its keyed hash, so a leaked table opens no session. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly lifetimeMs: number,
  ) {}

  private hash(token: string): string {
    return crypto.createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  async create(userId: number, now = Date.now()): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.kysely
      .insertInto('sessions')
      .values({ idHash: this.hash(token), userId, createdAt: now, lastSeenAt: now, expiresAt: now + this.lifetimeMs })
      .execute();
    return token;
  }

  /** The user of a live session; slides its expiry (at most once a minute, to spare writes). */
  async resolve(token: string | undefined, now = Date.now()): Promise<number | undefined> {
    if (!token || token.length > 100) return undefined;
    const idHash = this.hash(token);
    const row = await this.db.kysely
      .selectFrom('sessions')
      .select(['userId', 'expiresAt', 'lastSeenAt'])
      .where('idHash', '=', idHash)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.expiresAt <= now) {
      await this.db.kysely.deleteFrom('sessions').where('idHash', '=', idHash).execute();
      return undefined;
    }
    if (now - row.lastSeenAt > 60_000) {
      await this.db.kysely
        .updateTable('sessions')
        .set({ lastSeenAt: now, expiresAt: now + this.lifetimeMs })
        .where('idHash', '=', idHash)
        .execute();
    }
    return row.userId;
  }

  async destroy(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.kysely.deleteFrom('sessions').where('idHash', '=', this.hash(token)).execute();
  }

  async purgeExpired(now = Date.now()): Promise<void> {
    await this.db.kysely.deleteFrom('sessions').where('expiresAt', '<=', now).execute();
  }
}
