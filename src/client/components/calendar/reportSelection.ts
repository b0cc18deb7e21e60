import type { BulkStores } from '../../api/calendar';
import type { ReportQueryArgs } from '../report/reportQuery';

/** The report call's own parameters; every other one is a filter value. */
const reportParameters = new Set([
  'contextId',
  'page',
  'size',
  'sortBy',
  'sortDirection',
  'warningsOnly',
  'columns',
  // A rollout's wave limits the report's rows, but the bulk change takes no such setting.
  'rollout',
  'wave',
]);

/**
 * What decides which rows the register report lets through, as a bulk change names its stores:
 * the server resolves them from the report's own rows, so a filter over a whole fleet costs no
 * paging here.
 */
export function reportSelectionOf(args: ReportQueryArgs | undefined): NonNullable<BulkStores['cashpointReport']> {
  if (!args) return {};
  const filters = Object.fromEntries(
    Object.entries(args).filter(
      (entry): entry is [string, string] => !reportParameters.has(entry[0]) && typeof entry[1] === 'string',
    ),
  );
  return { columns: args.columns, ...(args.warningsOnly ? { warningsOnly: true } : {}), filters };
}
