import { useCallback } from 'react';
import { useLazyGetCashpointTreeQuery } from '../../api/cashpoints';
import { useLazyGetCashpointReportQuery } from '../../api/reports';
import type { ReportQueryArgs } from '../../components/report/reportQuery';

/** The largest page the report call gives. */
const pageSize = 500;

/**
 * The stores of the registers the register report's filters let through, as uids: every page of
 * the filtered report (its store numbers), matched against the context's tree (their uids).
 */
export function useReportStoreUids(args: ReportQueryArgs | undefined) {
  const [report] = useLazyGetCashpointReportQuery();
  const [tree] = useLazyGetCashpointTreeQuery();
  return useCallback(async (): Promise<string[]> => {
    if (!args) return [];
    const columns = args.columns.includes('storeId') ? args.columns : [...args.columns, 'storeId'];
    const storeIds = new Set<string>();
    for (let page = 1; ; page++) {
      const arg = { ...args, columns, page, size: pageSize } as Parameters<typeof report>[0];
      const reply = await report(arg).unwrap();
      for (const row of reply.cashpoints) if (row.storeId !== null) storeIds.add(row.storeId);
      if (page * pageSize >= reply.total) break;
    }
    const { stores } = await tree({ contextId: args.contextId }, true).unwrap();
    return stores.filter((store) => storeIds.has(store.id)).map((store) => store.uid);
  }, [args, report, tree]);
}
