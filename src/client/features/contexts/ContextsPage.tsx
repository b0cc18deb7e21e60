import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useGetContextsQuery, useLazyGetContextQuery, type Check, type ContextListItem } from '../../api/contexts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { hasRights } from '../../../shared/rights';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { ListController, useListParams } from '../../components/ListController';
import { PageWrapper } from '../../components/PageWrapper';
import { SortableHeader, useSortParams } from '../../components/SortableHeader';
import { contextAdminTexts } from '../../../shared/texts/de/contextAdmin';
import { frameTexts } from '../../../shared/texts/de/frame';
import { ContextDialog } from './ContextDialog';
import { newContextValues, valuesOf, type ContextValues } from './values';
import './contexts.css';

const t = contextAdminTexts.contextAdmin;
// Page size 10 by default, options 10, 20, 50.
const contextPageSizes = [10, 20, 50] as const;
const defaultSize = 10;
const sortColumns = ['key', 'name', 'type'] as const;
const none: Check[] = [];

/** Modal states: closed, new, edit (values undefined while the context loads). */
type Modal =
  | { state: 'closed' }
  | { state: 'new' }
  | { state: 'edit'; target: { uid: string; key: string }; values?: ContextValues };

/** The contexts administration page (route customers). */
export function ContextsPage() {
  const session = useAppSelector(selectSession);
  const canChange = hasRights(session?.rights, ['CONTEXTS_CHANGE']);
  const { page, size, filter } = useListParams(defaultSize);
  const { sortBy, sortDirection } = useSortParams(sortColumns, 'key');
  const { data, isLoading } = useGetContextsQuery({ page, size, filter: filter || undefined, sortBy, sortDirection });
  const [modal, setModal] = useState<Modal>({ state: 'closed' });
  const [loadContext] = useLazyGetContextQuery();

  const edit = async ({ uid, key }: ContextListItem) => {
    setModal({ state: 'edit', target: { uid, key } });
    try {
      const form = await loadContext({ uid }).unwrap();
      setModal((m) => (m.state === 'edit' && m.target.uid === uid ? { ...m, values: valuesOf(form) } : m));
    } catch {
      // 403, 404 and 500 are reported by the global reply handling; nothing to edit then. Only the
      // dialog of this row closes: the operator may have opened another one meanwhile.
      setModal((m) => (m.state === 'edit' && m.target.uid === uid ? { state: 'closed' } : m));
    }
  };

  const toolbar = canChange && (
    <Button variant="primary" onClick={() => setModal({ state: 'new' })}>
      {t.newContext}
    </Button>
  );
  const header = (column: (typeof sortColumns)[number]) => (
    <SortableHeader
      key={column}
      column={column}
      label={t.columns[column]}
      sortLabel={t.sortBy(t.columns[column])}
      sortBy={sortBy}
      sortDirection={sortDirection}
    />
  );
  const contexts = data?.contexts ?? [];

  return (
    <PageWrapper title={frameTexts.pages.contexts} toolbar={toolbar} loading={isLoading}>
      <ListController total={data?.contextCount ?? 0} pageSizes={contextPageSizes} defaultSize={defaultSize} />
      <CardTable hover className="align-middle" aria-label={t.table}>
        <thead>
          <tr>
            {sortColumns.map(header)}
            <th scope="col" className="text-end">
              {t.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {contexts.length === 0 ? (
            <tr>
              <td colSpan={4} className="text-body-secondary">
                {t.empty}
              </td>
            </tr>
          ) : (
            contexts.map((c) => (
              <tr key={c.uid}>
                <td>{c.key}</td>
                <CardCell label={t.columns.name}>{c.name}</CardCell>
                <CardCell label={t.columns.type}>{t.types[c.type]}</CardCell>
                <td className="text-end">
                  {/* CONTEXTS_CHANGE enables the edit button. */}
                  <Button
                    size="sm"
                    variant="outline-primary"
                    disabled={!canChange}
                    aria-label={t.editLabel(c.key)}
                    onClick={() => void edit(c)}
                  >
                    {t.edit}
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </CardTable>
      {modal.state !== 'closed' && (
        <ContextDialog
          key={modal.state === 'edit' ? modal.target.uid : 'new'}
          target={modal.state === 'edit' ? modal.target : undefined}
          initialValues={modal.state === 'edit' ? modal.values : newContextValues}
          storeChecks={data?.storeChecks ?? none}
          cashpointChecks={data?.cashpointChecks ?? none}
          onClose={() => setModal({ state: 'closed' })}
        />
      )}
    </PageWrapper>
  );
}
