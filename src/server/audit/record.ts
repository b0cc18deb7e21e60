import type { FastifyRequest } from 'fastify';
import type { Db } from '../platform/db/connection';
import { inTransaction } from '../platform/db/transaction';
import { insertAuditEntries, type NewAuditEntry } from './repository/auditLog';
import type { AuditAction, AuditChange } from '../../shared/audit/describe';
import type { components } from '../../shared/generated/contract';
import { auditTexts } from '../../shared/texts/de/audit';
import { tokenLabel } from '../platform/principal';

export type AuditObjectType = NonNullable<components['schemas']['AuditEntry']['objectType']>;

/** What a change says about itself; who, when and from where come from the request. */
export interface AuditFact {
  action: AuditAction;
  /** The context the change belongs to; without it the request's checked context, if any. */
  context?: { id: number; key: string; name: string } | null;
  object?: { type: AuditObjectType; id: string; label: string };
  /** For edits: the fields that changed. Build them with `changesBetween`, never with a secret's value. */
  changes?: AuditChange[];
  /** Who acted when the request has no session yet (a login): else the session's user. */
  actor?: { id: number | null; login: string; name: string | null };
}

export type RecordAudit = (fact: AuditFact) => void;

export function fullName(user: { firstName: string; lastName: string }): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

function entryOf(request: FastifyRequest, fact: AuditFact, at: number): NewAuditEntry {
  const user = request.principal?.user;
  const actor = fact.actor ?? (user ? { id: user.id, login: user.login, name: fullName(user) } : undefined);
  const context = fact.context === undefined ? request.context : fact.context;
  return {
    at,
    userId: actor?.id ?? null,
    userLogin: actor?.login ?? null,
    userName: actor?.name ?? null,
    // The socket's address, or the client's as a proxy named in TRUST_PROXY forwarded it.
    address: request.ip ?? null,
    contextId: context?.id ?? null,
    contextKey: context?.key ?? null,
    contextName: context?.name ?? null,
    action: fact.action,
    objectType: fact.object?.type ?? null,
    objectId: fact.object?.id ?? null,
    objectLabel: fact.object?.label ?? null,
    changes: JSON.stringify(fact.changes ?? []),
    // A change made with an API token names it (never its value), beside the token's holder as the user.
    tokenLabel: request.token ? tokenLabel(request.token) : null,
  };
}

/**
 * Runs a change and writes the audit entries it records in the same transaction: the change and
 * its entries commit together or not at all. `work` must use the `db` it is given (on SQLite the
 * app's own connection waits for this transaction to end) and record only once its change is made;
 * a change that fails after writing throws, which rolls back its writes and its entries alike.
 * Inside a transaction already (a caller's `audited`), it joins that one.
 */
export function audited<T>(request: FastifyRequest, work: (db: Db, record: RecordAudit) => Promise<T>): Promise<T> {
  const app = request.server;
  return inTransaction(app.db, async (db) => {
    const facts: AuditFact[] = [];
    const result = await work(db, (fact) => void facts.push(fact));
    const at = app.now();
    await insertAuditEntries(
      db,
      facts.map((fact) => entryOf(request, fact, at)),
    );
    return result;
  });
}

/** Who acted in an entry written without a request: a user (with the address it acted from) or the job. */
export interface AuditActor {
  id: number | null;
  login: string;
  name: string | null;
  address?: string | null;
  /** The API token it acted with ('Name (kk_…)'); none for a session or the job. */
  tokenLabel?: string | null;
}

/** Who made a request, for entries written later in a transition (`recordAuditAs`): its token too. */
export function requestActor(request: FastifyRequest): AuditActor {
  const user = request.principal?.user;
  if (!user) throw new Error('an audited change without a principal');
  return {
    id: user.id,
    login: user.login,
    name: fullName(user),
    address: request.ip ?? null,
    tokenLabel: request.token ? tokenLabel(request.token) : null,
  };
}

/** The job as the audit log names it: no user, no address. */
export const systemActor: AuditActor = { id: null, login: 'system', name: auditTexts.audit.system, address: null };

/**
 * Writes one entry in the caller's transaction (`db`), for changes made where there is no request to
 * take who and where from: the rollouts' transitions, which the job makes as well as the handlers.
 * The fact names its context itself (none when it names none).
 */
export async function recordAuditAs(db: Db, actor: AuditActor, fact: AuditFact, at: number): Promise<void> {
  const context = fact.context ?? null;
  await insertAuditEntries(db, [
    {
      at,
      userId: actor.id,
      userLogin: actor.login,
      userName: actor.name,
      address: actor.address ?? null,
      contextId: context?.id ?? null,
      contextKey: context?.key ?? null,
      contextName: context?.name ?? null,
      action: fact.action,
      objectType: fact.object?.type ?? null,
      objectId: fact.object?.id ?? null,
      objectLabel: fact.object?.label ?? null,
      changes: JSON.stringify(fact.changes ?? []),
      tokenLabel: actor.tokenLabel ?? null,
    },
  ]);
}

/** An entry of the job (actor `system`, no address) in the caller's transaction. */
export function recordSystemAudit(db: Db, fact: AuditFact, at: number): Promise<void> {
  return recordAuditAs(db, systemActor, fact, at);
}

/** Values of a record as the audit log keeps them: text, or null when unset. */
export type AuditValues = Record<string, string | null>;

/**
 * The fields whose value differs between `before` and `after` (a field missing on one side counts as
 * null). A field named in `secret` is listed as changed without either value.
 */
export function changesBetween(before: AuditValues, after: AuditValues, secret: readonly string[] = []): AuditChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => (before[field] ?? null) !== (after[field] ?? null))
    .map((field) =>
      secret.includes(field)
        ? { field, before: null, after: null, hidden: true }
        : { field, before: before[field] ?? null, after: after[field] ?? null },
    );
}
