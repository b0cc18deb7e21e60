import { useSearchParams } from 'react-router-dom';
import { selectSession, useAppSelector } from '../../app/hooks';
import { allContexts } from '../../lib/allContexts';

export const tseSorts = ['daysLeft', 'capacityUsedPercent', 'lastExportAt', 'serial'] as const;
export type TseSort = (typeof tseSorts)[number];

/** The first day of the month after `month` ('YYYY-MM'), as 'YYYY-MM-DD'. */
export function nextMonthStart(month: string): string {
  const year = Number(month.slice(0, 4));
  const next = Number(month.slice(5, 7)) + 1;
  return next > 12 ? `${year + 1}-01-01` : `${year}-${String(next).padStart(2, '0')}-01`;
}

/** The list's filter of one month of the chart: from its first day to the next month's first. */
export const monthFilter = (month: string | undefined) =>
  month ? { expiresFrom: `${month}-01`, expiresBefore: nextMonthStart(month) } : {};

const noContexts: never[] = [];

/**
 * The page's state in the URL, so a link shows the same view: the context (`*` or none: every context
 * the session sees), the chart's month, the list's page and order, and the page of 'Handlungsbedarf'.
 */
export function useFiscalParams() {
  const contexts = useAppSelector(selectSession)?.contexts ?? noContexts;
  const [params, setParams] = useSearchParams();
  const asked = params.get('contextId');
  const contextId = contexts.some((c) => c.key === asked) ? asked! : allContexts;
  const monthParam = params.get('month');
  const month = monthParam && /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : undefined;
  const sortParam = params.get('sortBy');
  const sortBy = tseSorts.find((s) => s === sortParam) ?? 'daysLeft';
  const pageOf = (name: string) => Math.max(1, Number(params.get(name)) || 1);
  /** Sets (or with undefined removes) parameters; a new filter or order starts the list at page 1. */
  const change = (next: Record<string, string | undefined>) =>
    setParams(
      (p) => {
        for (const [name, value] of Object.entries(next)) {
          if (value === undefined) p.delete(name);
          else p.set(name, value);
        }
        if (!('page' in next)) p.delete('page');
        if ('contextId' in next) p.delete('actionPage');
        return p;
      },
      { flushSync: true },
    );
  return { contexts, contextId, month, sortBy, page: pageOf('page'), actionPage: pageOf('actionPage'), change };
}
