import { formatDateTime } from '../dates';
import type { components } from '../generated/contract';
import { alertTexts } from '../texts/de/alerts';
import { auditTexts } from '../texts/de/audit';
import { contextAdminTexts } from '../texts/de/contextAdmin';
import { updateTexts } from '../texts/de/updates';
import { ownText } from '../texts/ownText';

export type AuditEntry = components['schemas']['AuditEntry'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditChange = components['schemas']['AuditChange'];

const t = auditTexts.audit;

/** Every action, in the order the page's filter offers them. */
export const auditActions = Object.keys(t.actions) as AuditAction[];

/** The field's German name in the before/after view and the CSV. */
export function auditFieldLabel(field: string): string {
  return ownText(t.fields, field) ?? field;
}

/**
 * A stored value as the console shows it. Values are kept as the server had them (a status number,
 * an ISO time, 'true'/'false', lists joined by ', '), so the text follows the console's wording.
 */
export function auditValueText(field: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (value === 'true') return t.yes;
  if (value === 'false') return t.no;
  if (field === 'status') return ownText(updateTexts.updates.status, Number(value)) ?? value;
  if (field === 'type') return ownText(contextAdminTexts.contextAdmin.types, Number(value)) ?? value;
  if (field === 'releaseDate' || field === 'soakUntil' || field === 'snoozedUntil')
    return formatDateTime(value) || value;
  if (field === 'state') return ownText(alertTexts.alertCommon.states, value) ?? value;
  if (field === 'rolloutState') return ownText(t.rolloutStates, value) ?? value;
  return value;
}

/** One change as text: "Status: Neu → Aktiv", or that a secret changed without its values. */
export function auditChangeText(change: AuditChange): string {
  const label = auditFieldLabel(change.field);
  if (change.hidden) return `${label}: ${t.hidden}`;
  return `${label}: ${auditValueText(change.field, change.before)} → ${auditValueText(change.field, change.after)}`;
}

/** Who acted: the name as it was then, else the login. */
export function auditActor(entry: Pick<AuditEntry, 'user' | 'userName'>): string {
  return entry.userName || entry.user || t.nobody;
}

/** The entry as a German sentence: "Anna Admin hat Update kasse-5.14.0.zip auf Aktiv gesetzt". */
export function describeAuditEntry(entry: AuditEntry): string {
  const who = auditActor(entry);
  const what = entry.objectLabel ?? entry.objectId ?? '';
  if (entry.action === 'loginFailed' || entry.action === 'loginLocked') {
    return t.sentences[entry.action](entry.user ?? t.nobody);
  }
  if (entry.action === 'updateSaved') {
    const status = entry.changes.find((change) => change.field === 'status');
    if (status) return t.sentences.updateStatusSet(who, what, auditValueText('status', status.after));
  }
  // A snooze a raised severity ended is kept as `alertSnoozed` (no new action in the contract).
  if (entry.action === 'alertSnoozed' && entry.changes.some((c) => c.field === 'snoozedUntil' && !c.after)) {
    return t.sentences.snoozeEndedEarly(who, what);
  }
  return t.sentences[entry.action](who, what);
}
