// What an operator reads of a calendar: a store's (its own or its context's, today's state and its
// next update window) or a context's, and the update window rule that holds. Times go out as ISO
// strings in UTC; the SPA shows them in the store's zone.
import type { Db } from '../platform/db/connection';
import { isoTime } from '../platform/ids';
import type { components } from '../../shared/generated/contract';
import type { WindowRule } from '../../shared/calendar/types';
import { nextUpdateWindow, storeDayState } from './logic';
import { contextCalendarRow, storeCalendarRow, type StoreRef } from './repository/calendars';
import { storeDayCloseAt } from './repository/dayClose';
import {
  defaultCalendar,
  effectiveWindowRule,
  noWindowRule,
  storeFacts,
  storedCalendar,
  storedSpecialDays,
  storedWindowRule,
} from './stored';

type StoreCalendar = components['schemas']['StoreCalendar'];
type UpdateWindowRule = components['schemas']['UpdateWindowRule'];

export async function contextCalendarView(db: Db, contextId: number): Promise<StoreCalendar> {
  const row = await contextCalendarRow(db, contextId);
  const weekly = storedCalendar(row?.calendar) ?? defaultCalendar;
  return {
    ...weekly,
    specialDays: storedSpecialDays(row?.specialDays),
    contextSpecialDays: [],
    own: true,
    state: null,
    nextWindow: null,
  };
}

export async function storeCalendarView(
  db: Db,
  contextId: number,
  store: StoreRef,
  now: number,
): Promise<StoreCalendar> {
  const [contextRow, storeRow, dayCloseAt] = await Promise.all([
    contextCalendarRow(db, contextId),
    storeCalendarRow(db, store.id),
    storeDayCloseAt(db, store.id),
  ]);
  const facts = storeFacts(contextRow, storeRow);
  const rule = effectiveWindowRule(contextRow?.windowRule, storeRow?.windowRule);
  const state = storeDayState(facts, now);
  const window = rule.enabled ? nextUpdateWindow(facts, rule, now, dayCloseAt) : null;
  return {
    timeZone: facts.timeZone,
    region: facts.region,
    openingHours: [...facts.openingHours],
    specialDays: storedSpecialDays(storeRow?.specialDays),
    contextSpecialDays: storedSpecialDays(contextRow?.specialDays),
    own: Boolean(storeRow?.calendar),
    state: { ...state, until: isoTime(state.until) },
    nextWindow: window && {
      from: isoTime(window.from)!,
      to: isoTime(window.to)!,
      waitingForDayClose: window.waitingForDayClose,
    },
  };
}

const ruleView = (rule: WindowRule, own: boolean): UpdateWindowRule => ({ ...rule, own });

export async function contextRuleView(db: Db, contextId: number): Promise<UpdateWindowRule> {
  const row = await contextCalendarRow(db, contextId);
  return ruleView(storedWindowRule(row?.windowRule) ?? noWindowRule, true);
}

export async function storeRuleView(db: Db, contextId: number, storeRowId: number): Promise<UpdateWindowRule> {
  const [contextRow, storeRow] = await Promise.all([
    contextCalendarRow(db, contextId),
    storeCalendarRow(db, storeRowId),
  ]);
  return ruleView(effectiveWindowRule(contextRow?.windowRule, storeRow?.windowRule), Boolean(storeRow?.windowRule));
}
