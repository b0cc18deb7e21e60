import type { AuditAction, AuditLogArgs } from '../../api/audit';
import { auditActions } from '../../../shared/audit/describe';
import type { SortDirection } from '../../components/SortableHeader';

export const auditSortColumns = ['time', 'user', 'address', 'context'] as const;
export type AuditSortColumn = (typeof auditSortColumns)[number];

export const auditPageSizes = [20, 50, 100] as const;
export const auditDefaultSize = 20;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A URL value the server would refuse (edited by hand, say) filters nothing instead of failing the page. */
const dateParam = (value: string | null) => (value && isoDate.test(value) ? value : undefined);
const textParam = (value: string | null) => value?.trim().slice(0, 100) || undefined;

/**
 * The page's view as the list call's arguments, read from the URL. The newest entries come first
 * until a header is clicked; a context the session does not see is left out, as the select shows it.
 */
export function auditQueryArgs(params: URLSearchParams, contextKeys: readonly string[]): AuditLogArgs {
  const contextId = params.get('contextId');
  const action = params.get('action') as AuditAction | null;
  const sortBy = params.get('sortBy') as AuditSortColumn | null;
  const sorted = sortBy !== null && auditSortColumns.includes(sortBy);
  const direction: SortDirection = params.get('sortDirection') === 'asc' ? 'asc' : 'desc';
  return {
    contextId: contextId && contextKeys.includes(contextId) ? contextId : undefined,
    user: textParam(params.get('user')),
    action: action && auditActions.includes(action) ? action : undefined,
    object: textParam(params.get('object')),
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    filter: params.get('filter')?.slice(0, 200) || undefined,
    page: Math.min(1_000_000, Math.max(1, Number(params.get('page')) || 1)),
    size: Math.min(500, Math.max(1, Number(params.get('size')) || auditDefaultSize)),
    sortBy: sorted ? sortBy : 'time',
    sortDirection: sorted ? direction : 'desc',
  };
}

/** The CSV export of the same entries, every page of them: the browser fetches it with its cookie. */
export function auditCsvHref(path: string, { page: _page, size: _size, ...args }: AuditLogArgs): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(args)) if (value !== undefined) query.set(key, String(value));
  return `${path}?${query.toString()}`;
}
