import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';
import { newUid } from '../platform/ids';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionOf,
  findSession,
  insertSession,
  liveSessionsOf,
  touchSession,
} from './repository/sessions';

export const sessionCookie = 'sid';

/** Enough of a User-Agent to name the browser and system; longer headers are cut, not refused. */
const userAgentLength = 300;

/** Where a session was opened from, as its user later sees it in the list of its sessions. */
export interface SessionClient {
  userAgent: string | undefined;
  address: string | undefined;
}

/** One of a user's live sessions as the user may see it: no token, no hash. */
export interface OwnSession {
  uid: string;
  userAgent: string | null;
  address: string | null;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
  provider: string | null;
}

/** The cookie holds a random token; the database only its keyed hash, so a leaked table opens no session. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly lifetimeMs: number,
  ) {}

  /** The key of a session in the database; the empty string for no token, which matches no session. */
  idHashOf(token: string | undefined): string {
    if (!token) return '';
    return this.keyedHash(token);
  }

  /** A hash under the session secret, for a value the database must hold but not in the clear. */
  keyedHash(value: string): string {
    return crypto.createHmac('sha256', this.secret).update(value).digest('base64url');
  }

  /** `db` is the transaction the login is recorded in, when there is one; `provider` names an SSO login's. */
  async create(
    userId: number,
    client: SessionClient,
    now = Date.now(),
    db = this.db,
    provider: string | null = null,
  ): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await insertSession(db, {
      idHash: this.idHashOf(token),
      uid: newUid(),
      userId,
      userAgent: client.userAgent?.slice(0, userAgentLength) || null,
      address: client.address || null,
      createdAt: now,
      expiresAt: now + this.lifetimeMs,
      provider,
    });
    return token;
  }

  /**
   * The user of a live session; slides its expiry. Its last use is written at most once a minute,
   * to spare writes, so the list of sessions shows it to the minute.
   */
  async resolve(token: string | undefined, now = Date.now()): Promise<number | undefined> {
    if (!token || token.length > 100) return undefined;
    const idHash = this.idHashOf(token);
    const row = await findSession(this.db, idHash);
    if (!row) return undefined;
    if (row.expiresAt <= now) {
      await deleteSession(this.db, idHash);
      return undefined;
    }
    if (now - row.lastSeenAt > 60_000) await touchSession(this.db, idHash, now, now + this.lifetimeMs);
    return row.userId;
  }

  /** Ends the session of this token; gives its user (and SSO provider) when it was still live (a logout to record). */
  async destroy(token: string | undefined, now = Date.now(), db = this.db) {
    if (!token) return undefined;
    const ended = await deleteSession(db, this.idHashOf(token));
    return ended && ended.expiresAt > now ? { userId: ended.userId, provider: ended.provider } : undefined;
  }

  /** The user's live sessions, the one of `currentToken` marked. */
  async listOf(userId: number, currentToken: string | undefined, now = Date.now()): Promise<OwnSession[]> {
    const current = this.idHashOf(currentToken);
    const rows = await liveSessionsOf(this.db, userId, now);
    return rows.map(({ idHash, ...row }) => ({ ...row, current: idHash === current }));
  }

  /**
   * Ends the user's session with this public id. Gives the ended session's client and whether it was
   * the session of `currentToken`, or undefined when there was none; another user's session is never
   * touched.
   */
  async endOf(userId: number, uid: string, currentToken: string | undefined, db = this.db) {
    const ended = await deleteSessionOf(db, userId, uid);
    if (!ended) return undefined;
    const { idHash, ...client } = ended;
    return { ...client, current: idHash === this.idHashOf(currentToken) };
  }

  async purgeExpired(now = Date.now()): Promise<void> {
    await deleteExpiredSessions(this.db, now);
  }
}
