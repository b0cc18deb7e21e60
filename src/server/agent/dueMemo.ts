import crypto from 'node:crypto';
import type { Db } from '../platform/db/connection';
import type { AgentTarget } from '../updates';
import { readOfferVersions } from './repository/offerVersions';

// Every agent asks for its due updates every few minutes, and nearly always nothing changed for it.
// The answer a target got is kept here with the versions of its context and of the target itself
// (agent_offer_versions, moved by triggers on every write that can change the answer, never by a
// heartbeat) and the moment it stops holding by time alone (the next release, the window's next
// start or end). A check then costs one read of those versions, shared by all checks that arrive in
// the same turn of the event loop, instead of the due queries. Another instance's write moves the
// same versions, so every instance sees it on its next read.

/** One kept answer: the versions it was computed at, until when it holds, its ETag and body. */
export interface KeptAnswer {
  contextKey: string;
  targetKey: string;
  /** The register or store agent the answer was computed for, as found then. */
  target: AgentTarget;
  contextVersion: number;
  targetVersion: number;
  computedAt: number;
  validUntil: number;
  etag: string;
  body: string;
  /** The files of the updates offered, as measured: a file replaced in the store is no write. */
  files: KeptFile[];
}

export interface KeptFile {
  key: string;
  uid: string;
  size: number;
  sha256: string;
}

/**
 * More than the targets of the largest fleet (a million registers, each instance behind a proxy
 * sees them all): beyond it (targets gone) it starts afresh. Most targets get the same few answers,
 * so a body and its ETag are kept once and shared (`sameBodies`).
 */
const maxEntries = 1_500_000;
const maxBodies = 10_000;
/** Keys read in one statement at most. */
const maxBatch = 1000;

interface Pending {
  keys: string[];
  resolve(versions: Map<string, number>): void;
  reject(error: unknown): void;
}

class OfferVersionReader {
  private queue: Pending[] = [];
  private scheduled = false;
  private reading = false;
  /** Statements run so far (tests show with it that unchanged checks share them). */
  statements = 0;

  constructor(private readonly db: Db) {}

  read(keys: string[]): Promise<Map<string, number>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ keys, resolve, reject });
      this.schedule();
    });
  }

  // Checks that arrive while a read runs wait for it to end and go together into the next one.
  private schedule(): void {
    if (this.scheduled || this.reading || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.readNext();
    });
  }

  private async readNext(): Promise<void> {
    const keys = new Set<string>();
    let taken = 0;
    while (taken < this.queue.length && keys.size < maxBatch) for (const k of this.queue[taken++]!.keys) keys.add(k);
    const batch = this.queue.splice(0, taken);
    if (batch.length === 0) return;
    this.reading = true;
    try {
      this.statements += 1;
      const versions = await readOfferVersions(this.db, [...keys]);
      for (const p of batch) p.resolve(versions);
    } catch (error) {
      for (const p of batch) p.reject(error);
    } finally {
      this.reading = false;
      this.schedule();
    }
  }
}

interface PerDb {
  reader: OfferVersionReader;
  answers: Map<string, KeptAnswer>;
  sameBodies: Map<string, { body: string; etag: string }>;
}

const perDb = new WeakMap<Db, PerDb>();

function of(db: Db): PerDb {
  let entry = perDb.get(db);
  if (!entry)
    perDb.set(db, (entry = { reader: new OfferVersionReader(db), answers: new Map(), sameBodies: new Map() }));
  return entry;
}

/** The statements that read versions so far on this database (for tests and the bench). */
export const offerVersionReads = (db: Db) => of(db).reader.statements;

export const contextKeyOf = (contextId: number) => `x${contextId}`;
export const targetKeyOf = (kind: 'cashpoint' | 'store', id: number) => `${kind === 'cashpoint' ? 'c' : 'a'}${id}`;

/** The current versions of a context and a target, read together with the other checks of this turn. */
export async function offerVersions(db: Db, contextKey: string, targetKey: string) {
  const versions = await of(db).reader.read([contextKey, targetKey]);
  return { contextVersion: versions.get(contextKey) ?? 0, targetVersion: versions.get(targetKey) ?? 0 };
}

/** The current version of a context, read together with the other checks of this turn. */
export async function contextVersion(db: Db, contextKey: string): Promise<number> {
  return (await of(db).reader.read([contextKey])).get(contextKey) ?? 0;
}

/**
 * The answer kept for a check, if it still holds at `now` (its versions unmoved, its time not up,
 * and `stillSame` true of it: asked while the versions are read, not after).
 */
export async function keptAnswer(
  db: Db,
  checkKey: string,
  now: number,
  stillSame: (kept: KeptAnswer) => Promise<boolean>,
): Promise<KeptAnswer | undefined> {
  const kept = of(db).answers.get(checkKey);
  if (!kept || now < kept.computedAt || now >= kept.validUntil) return undefined;
  const [current, same] = await Promise.all([offerVersions(db, kept.contextKey, kept.targetKey), stillSame(kept)]);
  const holds = current.contextVersion === kept.contextVersion && current.targetVersion === kept.targetVersion;
  return holds && same ? kept : undefined;
}

/** The target the last answer of a check was computed for (whether or not that answer still holds). */
export const keptTargetOf = (db: Db, checkKey: string): AgentTarget | undefined => of(db).answers.get(checkKey)?.target;

/** Keeps an answer computed from reads made after its versions were read. */
export function keepAnswer(db: Db, checkKey: string, answer: Omit<KeptAnswer, 'etag'>): KeptAnswer {
  const { answers, sameBodies } = of(db);
  if (answers.size >= maxEntries) answers.clear();
  if (sameBodies.size >= maxBodies) sameBodies.clear();
  let shared = sameBodies.get(answer.body);
  if (!shared) sameBodies.set(answer.body, (shared = { body: answer.body, etag: etagOf(answer.body) }));
  const kept = { ...answer, ...shared };
  answers.set(checkKey, kept);
  return kept;
}

/** A hash of the body: the same answer has the same ETag on every instance. */
export const etagOf = (body: string) => `"due-${crypto.createHash('sha1').update(body).digest('base64url')}"`;
