import { useSearchParams } from 'react-router-dom';
import type { AlertKind, GetAlertsApiArg } from '../../api/alerts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { reportPageSizes } from '../../components/report/useReportParams';
import { allContexts } from '../../lib/allContexts';
import { alertKinds } from '../../../shared/alerts/alertKinds';

export const alertStates = ['open', 'closed', 'all'] as const;
export type AlertStateFilter = (typeof alertStates)[number];
export const alertSeverities = ['critical', 'warning', 'info'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];
/**
 * severity (the default, issue 46): open first, then Kritisch above Warnung above Info; newest: open
 * first, then the newest.
 */
export const alertSorts = ['severity', 'newest'] as const;
export type AlertSort = (typeof alertSorts)[number];
/** The table's grouping (issue 46): a store's or a kind's alerts of the page in one row that opens. */
export const alertGroupings = ['store', 'kind'] as const;
export type AlertGrouping = (typeof alertGroupings)[number];
/** Snoozed alerts (issue 46): hidden by default, so the list shows what needs someone now. */
export const snoozedFilters = ['hide', 'show', 'only'] as const;
export type SnoozedFilter = (typeof snoozedFilters)[number];
const defaultSize = 25;

export interface AlertView {
  /** undefined: the alerts of every context the user sees. */
  contextId: string | undefined;
  state: AlertStateFilter;
  kind: AlertKind | undefined;
  severity: AlertSeverity | undefined;
  sort: AlertSort;
  /** 'Meine Alarme': only the alerts the user has taken over. */
  mine: boolean;
  /** 'Ohne Bearbeiter': only the alerts nobody has taken over (the start page's link, issue 46). */
  unowned: boolean;
  /** 'Stummgeschaltete': hidden (the default), shown with the others, or only them. */
  snoozed: SnoozedFilter;
  /** Only the page shown is grouped; the server's order holds within a group. */
  group: AlertGrouping | undefined;
  /** One alert alone (the mail's link); the other filters then do not apply. */
  uid: string | undefined;
  page: number;
  size: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The view of the alert page lives in the URL, so a link (home's count of a context) or a reload
 * opens the same selection. Unknown values fall back to the defaults: every alert of every context,
 * open ones first, the most severe first.
 */
export function useAlertView(): [AlertView, (change: Partial<AlertView>) => void] {
  const contexts = useAppSelector(selectSession)?.contexts;
  const [params, setParams] = useSearchParams();
  const contextKey = params.get('contextId');
  const size = Number(params.get('size'));
  const view: AlertView = {
    contextId: contexts?.some((c) => c.key === contextKey) ? (contextKey ?? undefined) : undefined,
    state: oneOf(alertStates, params.get('state')) ?? 'all',
    kind: oneOf(alertKinds, params.get('kind')),
    severity: oneOf(alertSeverities, params.get('severity')),
    sort: oneOf(alertSorts, params.get('sort')) ?? 'severity',
    mine: params.get('mine') === 'true',
    unowned: params.get('owner') === 'none',
    snoozed: oneOf(snoozedFilters, params.get('snoozed')) ?? 'hide',
    group: oneOf(alertGroupings, params.get('group')),
    uid: params.get('uid') || undefined,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    size: reportPageSizes.find((s) => s === size) ?? defaultSize,
  };
  // `contextId: undefined` in a change selects every context.
  const change = (next: Partial<AlertView>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(next)) {
          if (key === 'contextId') p.set(key, (value as string | undefined) ?? allContexts);
          // The URL says owner=none, as the API does; the default of `snoozed` is no parameter.
          else if (key === 'unowned' && value) p.set('owner', 'none');
          else if (key === 'unowned') p.delete('owner');
          else if (key === 'snoozed' && value === 'hide') p.delete(key);
          else if (value === undefined || value === false) p.delete(key);
          else p.set(key, String(value));
        }
        // Another selection starts at its first page, and shows the list, not the alert of a link.
        if (next.page === undefined) p.delete('page');
        if (!('uid' in next)) p.delete('uid');
        return p;
      },
      { flushSync: true },
    );
  return [view, change];
}

/** The list's query: one alert alone (the mail's link), or a page of the filtered, sorted list. */
export function alertsQueryOf(view: AlertView): GetAlertsApiArg {
  if (view.uid) return { contextId: view.contextId, uid: view.uid, page: 1, size: view.size };
  return {
    contextId: view.contextId,
    state: view.state,
    kind: view.kind,
    page: view.page,
    size: view.size,
    ...(view.severity ? { severity: view.severity } : {}),
    sort: view.sort,
    ...(view.mine ? { mine: true } : {}),
    ...(view.unowned ? { owner: 'none' as const } : {}),
    snoozed: view.snoozed,
  };
}

/** How many filters narrow the list (the folded filter button says so). */
export function activeFilterCount(view: AlertView): number {
  return [
    view.contextId,
    view.state !== 'all',
    view.kind,
    view.severity,
    view.sort !== 'severity',
    view.mine,
    view.unowned,
    view.snoozed !== 'hide',
  ].filter(Boolean).length;
}
