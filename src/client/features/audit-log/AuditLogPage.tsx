import { useSearchParams } from 'react-router-dom';
import { useGetAuditLogQuery } from '../../api/audit';
import type { ContextRef } from '../../api/session';
import { selectSession, useAppSelector } from '../../app/hooks';
import { ListController } from '../../components/ListController';
import { PageWrapper } from '../../components/PageWrapper';
import { auditTexts } from '../../../shared/texts/de/audit';
import { frameTexts } from '../../../shared/texts/de/frame';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { auditCsvHref, auditDefaultSize, auditPageSizes, auditQueryArgs, type AuditSortColumn } from './auditQuery';
import './audit.css';

const t = auditTexts.audit;
const csvPath = '/api/frontend/audit-log.csv';
const noContexts: ContextRef[] = [];

/**
 * The audit log: who changed what, when and from where. Filters, page and order live in the URL,
 * so a link (from a register's or store's details, say) opens a filtered view; the server pages
 * and sorts, and the CSV link exports every entry of the same filters.
 */
export function AuditLogPage() {
  const contexts = useAppSelector(selectSession)?.contexts ?? noContexts;
  const [params] = useSearchParams();
  const args = auditQueryArgs(
    params,
    contexts.map((c) => c.key),
  );
  // Every change of the console adds entries, so a visit asks afresh instead of showing a cached page.
  const { data, isLoading, isFetching } = useGetAuditLogQuery(args, { refetchOnMountOrArgChange: true });
  const entries = data?.entries ?? [];
  const objectLabel = entries.find((e) => e.objectId === args.object && e.objectLabel)?.objectLabel ?? undefined;

  const toolbar = (
    <a className="btn btn-outline-success" href={auditCsvHref(csvPath, args)} download>
      {t.csvExport}
    </a>
  );

  return (
    <PageWrapper title={t.title} toolbar={toolbar}>
      <AuditFilters contexts={contexts} objectLabel={objectLabel} />
      <ListController total={data?.total ?? 0} pageSizes={auditPageSizes} defaultSize={auditDefaultSize} />
      <div aria-busy={isFetching || undefined}>
        {isLoading ? (
          <p role="status" className="text-body-secondary">
            {frameTexts.app.loading}
          </p>
        ) : (
          <AuditTable
            entries={entries}
            sortBy={args.sortBy as AuditSortColumn}
            sortDirection={args.sortDirection ?? 'desc'}
          />
        )}
      </div>
    </PageWrapper>
  );
}
