import { audited, changesBetween, storeObject, type RecordAudit } from '../../audit';
import type { Db } from '../../platform/db/connection';
import { contextOf, type Handlers } from '../../platform/types';
import type { ContextRow } from '../../platform/db/schema';
import { badRequest, notFound } from '../../platform/http/replies';
import { calendarProblems, windowRuleProblems } from '../../../shared/calendar/validation';
import { calendarMessages } from '../../../shared/texts/calendarMessages';
import {
  calendarAuditValues,
  normalizedCalendar,
  normalizedSpecialDays,
  ruleAuditText,
  storedRuleOf,
} from '../calendarValues';
import {
  contextCalendarRow,
  storeCalendarRow,
  storeOfContext,
  writeContextCalendar,
  writeContextWindowRule,
  writeStoreCalendars,
  writeStoreWindowRule,
  type StoreRef,
} from '../repository/calendars';
import { defaultCalendar, noWindowRule, storedCalendar, storedSpecialDays, storedWindowRule } from '../stored';
import { contextCalendarView, contextRuleView, storeCalendarView, storeRuleView } from '../views';
import { calendarCsvHandlers } from './csv';

// A store's or a context's calendar and update window rule: reading (the context must be visible,
// the guard checks it) and saving (CALENDAR_CHANGE, audited in the transaction of the change). A
// save that changes nothing writes and records nothing. A store of another context is a 404.

const contextObject = (context: ContextRow) => ({ type: 'context' as const, id: context.uid, label: context.key });

/** Runs `work` on the store (or the context when no uid is given) inside the audited transaction. */
function auditedTarget(
  request: Parameters<typeof audited>[0],
  context: ContextRow,
  storeUid: string | undefined,
  work: (db: Db, record: RecordAudit, store: StoreRef | null) => Promise<void>,
): Promise<'notFound' | 'done'> {
  return audited(request, async (db, record) => {
    const store = storeUid === undefined ? null : await storeOfContext(db, context.id, storeUid);
    if (store === undefined) return 'notFound';
    await work(db, record, store);
    return 'done';
  });
}

const ownCalendarHandlers = {
  async getStoreCalendar(request, reply) {
    const context = contextOf(request);
    const { storeUid } = request.query;
    const db = request.server.db;
    if (storeUid === undefined) return contextCalendarView(db, context.id);
    const store = await storeOfContext(db, context.id, storeUid);
    if (!store) return notFound(reply);
    return storeCalendarView(db, context.id, store, request.server.now());
  },

  async saveStoreCalendar(request, reply) {
    const context = contextOf(request);
    const form = request.body;
    // Checked as sent (a date twice is a problem), stored in the canonical form.
    const problem = calendarProblems({ ...form, region: form.region || null })[0];
    if (problem) return badRequest(reply, problem.message);
    if (form.inherit && form.storeUid === undefined)
      return badRequest(reply, calendarMessages.calendarInheritNeedsStore);
    // Inheriting, the store keeps only its own special days; its weekly part is its context's again.
    const calendar = form.inherit ? null : normalizedCalendar(form);
    const specialDays = normalizedSpecialDays(form.specialDays);
    const now = request.server.now();
    const after = calendarAuditValues(calendar, specialDays);
    const texts = { calendar: calendar && JSON.stringify(calendar), specialDays: JSON.stringify(specialDays) };
    const outcome = await auditedTarget(request, context, form.storeUid, async (db, record, store) => {
      if (!store) {
        const row = await contextCalendarRow(db, context.id);
        const before = calendarAuditValues(
          storedCalendar(row?.calendar) ?? defaultCalendar,
          storedSpecialDays(row?.specialDays),
        );
        const changes = changesBetween(before, after);
        if (changes.length === 0) return;
        // A context has no one to inherit from (refused above): its calendar is the one sent.
        await writeContextCalendar(
          db,
          context.id,
          { ...texts, calendar: JSON.stringify(normalizedCalendar(form)) },
          now,
        );
        record({ action: 'calendarSaved', object: contextObject(context), changes });
        return;
      }
      const row = await storeCalendarRow(db, store.id);
      const before = calendarAuditValues(storedCalendar(row?.calendar), storedSpecialDays(row?.specialDays));
      const changes = changesBetween(before, after);
      if (changes.length === 0) return;
      await writeStoreCalendars(db, [{ storeRowId: store.id, ...texts }], now);
      record({ action: 'calendarSaved', object: storeObject(store), changes });
    });
    if (outcome === 'notFound') return notFound(reply);
    return { ok: true };
  },

  async getUpdateWindowRule(request, reply) {
    const context = contextOf(request);
    const { storeUid } = request.query;
    const db = request.server.db;
    if (storeUid === undefined) return contextRuleView(db, context.id);
    const store = await storeOfContext(db, context.id, storeUid);
    if (!store) return notFound(reply);
    return storeRuleView(db, context.id, store.id);
  },

  async saveUpdateWindowRule(request, reply) {
    const context = contextOf(request);
    const { contextId: _, storeUid, inherit, ...form } = request.body;
    if (inherit && storeUid === undefined) return badRequest(reply, calendarMessages.inheritNeedsStore);
    const rule = inherit ? null : storedRuleOf(form);
    const problem = rule ? windowRuleProblems(rule)[0] : undefined;
    if (problem) return badRequest(reply, problem.message);
    const now = request.server.now();
    const text = rule && JSON.stringify(rule);
    const outcome = await auditedTarget(request, context, storeUid, async (db, record, store) => {
      if (!store) {
        const row = await contextCalendarRow(db, context.id);
        const before = storedWindowRule(row?.windowRule) ?? noWindowRule;
        const changes = changesBetween(
          { updateWindowRule: ruleAuditText(before) },
          { updateWindowRule: ruleAuditText(rule) },
        );
        if (changes.length === 0) return;
        await writeContextWindowRule(db, context.id, text!, JSON.stringify(defaultCalendar), now);
        record({ action: 'windowRuleSaved', object: contextObject(context), changes });
        return;
      }
      const row = await storeCalendarRow(db, store.id);
      const before = storedWindowRule(row?.windowRule);
      const changes = changesBetween(
        { updateWindowRule: ruleAuditText(before) },
        { updateWindowRule: ruleAuditText(rule) },
      );
      if (changes.length === 0) return;
      await writeStoreWindowRule(db, store.id, text, now);
      record({ action: 'windowRuleSaved', object: storeObject(store), changes });
    });
    if (outcome === 'notFound') return notFound(reply);
    return { ok: true };
  },
} satisfies Partial<Handlers>;

/** The store calendar's operations for operators; the waiting stores are the fleet's (fleet/handlers/waiting.ts). */
export const calendarHandlers = { ...ownCalendarHandlers, ...calendarCsvHandlers };
