import { useSearchParams } from 'react-router-dom';
import type { AlertKind } from '../../api/alerts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { reportPageSizes } from '../../components/report/useReportParams';
import { allContexts } from '../../lib/allContexts';
import { alertKinds } from '../../../shared/alerts/alertKinds';

export const alertStates = ['open', 'closed', 'all'] as const;
export type AlertStateFilter = (typeof alertStates)[number];
const defaultSize = 25;

export interface AlertView {
  /** undefined: the alerts of every context the user sees. */
  contextId: string | undefined;
  state: AlertStateFilter;
  kind: AlertKind | undefined;
  page: number;
  size: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * The view of the alert page lives in the URL, so a link (home's count of a context) or a reload
 * opens the same selection. Unknown values fall back to the defaults: every alert of every context
 * (the server puts the open ones first).
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
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    size: reportPageSizes.find((s) => s === size) ?? defaultSize,
  };
  // `contextId: undefined` in a change selects every context.
  const change = (next: Partial<AlertView>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(next)) {
          if (key === 'contextId') p.set(key, (value as string | undefined) ?? allContexts);
          else if (value === undefined) p.delete(key);
          else p.set(key, String(value));
        }
        // Another selection starts at its first page.
        if (next.page === undefined) p.delete('page');
        return p;
      },
      { flushSync: true },
    );
  return [view, change];
}
