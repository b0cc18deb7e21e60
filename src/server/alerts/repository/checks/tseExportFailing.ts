import { sql } from 'kysely';
import { tseCauses, tseSubjectExists } from './tseParts';
import type { AlertCheck } from './types';

/** No export for this long (since its first report, for a TSE that never reported one). */
const exportDueMs = 30 * 86_400_000;

/** A TSE in use whose last export or self-test failed, or that exported nothing for 30 days. */
export const tseExportFailing: AlertCheck = {
  causes(run, contextIds) {
    const stale = sql`coalesce(t.last_export_at, t.first_seen) < ${run.now - exportDueMs}`;
    return tseCauses(run.db.dialect, contextIds, {
      subject: sql`t.serial`,
      fact: sql`case when t.last_export_ok = 0 then 'exportFailed:' when t.last_self_test_ok = 0 then 'selfTestFailed:'
        else 'noExport:' end`,
      where: sql`t.last_export_ok = 0 or t.last_self_test_ok = 0 or ${stale}`,
    });
  },
  subjectExists: () => tseSubjectExists(sql`t.serial`),
};
