import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetFiscalNotificationsQuery } from '../../api/fiscal';
import { selectSession, useAppSelector } from '../../app/hooks';
import { taxNoticeInitialPath, taxNoticeReportPath } from '../../config/paths';
import { MasterDataActions } from '../../components/taxNotice/MasterDataActions';
import { PageLinks } from '../../components/PageLinks';
import { PageWrapper } from '../../components/PageWrapper';
import { pollingIntervalMs } from '../../lib/polling';
import { frameTexts } from '../../../shared/texts/de/frame';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import { NoticeTable } from './NoticeTable';

const t = taxNoticeTexts.taxNotice.changes.page;
export const noticeStates = ['due', 'overdue', 'incomplete', 'reported'] as const;
export type NoticeState = (typeof noticeStates)[number];
const size = 25;
const noContexts: never[] = [];

/**
 * The page 'Kassenmeldungen' (issue 52): per context the stores whose report to the tax office is
 * due (overdue first, then by deadline), overdue, incomplete (due, master data missing) or reported.
 * Each row names what changed and links to the store's report. The view lives in the URL.
 */
export function TaxNoticesPage() {
  const id = useId();
  const contexts = useAppSelector(selectSession)?.contexts ?? noContexts;
  const [params, setParams] = useSearchParams();
  const asked = params.get('contextId');
  const contextId = contexts.some((c) => c.key === asked) ? asked! : (contexts[0]?.key ?? '');
  const state = noticeStates.find((s) => s === params.get('state')) ?? 'due';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (next: Record<string, string | undefined>) =>
    setParams((p) => {
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined) p.delete(name);
        else p.set(name, value);
      }
      if (!('page' in next)) p.delete('page');
      return p;
    });
  const list = useGetFiscalNotificationsQuery(
    { contextId, state, page, size },
    { skip: !contextId, pollingInterval: pollingIntervalMs },
  );
  const total = list.currentData?.total ?? 0;

  // The context's master data and its initial report beside the context, as the page is about one context.
  const toolbar = (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Form.Group controlId={`${id}-context`} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">{t.context}</Form.Label>
        <Form.Select value={contextId} onChange={(e) => change({ contextId: e.target.value })}>
          {contexts.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {contextId && <MasterDataActions contextId={contextId} />}
      {contextId && (
        <Link className="btn btn-outline-secondary btn-sm" to={taxNoticeInitialPath(contextId)}>
          {taxNoticeTexts.taxNotice.report.initialPageTitle}
        </Link>
      )}
    </div>
  );

  return (
    <PageWrapper
      title={frameTexts.pages.taxNotices}
      toolbar={toolbar}
      loading={list.isLoading}
      updatedAt={list.fulfilledTimeStamp}
    >
      <Card as="section" aria-labelledby={`${id}-title`}>
        <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-body">
          <h2 className="h5 mb-0 me-auto" id={`${id}-title`}>
            {t.tableLabel(t.stateNames[state])}
          </h2>
          <ButtonGroup aria-label={t.states} className="flex-wrap">
            {noticeStates.map((s) => (
              <Button
                key={s}
                size="sm"
                variant={s === state ? 'primary' : 'outline-primary'}
                aria-pressed={s === state}
                onClick={() => change({ state: s })}
              >
                {t.stateNames[s]}
              </Button>
            ))}
          </ButtonGroup>
          <p className="small text-body-secondary mb-0 w-100">{t.intro}</p>
        </Card.Header>
        <Card.Body>
          {list.currentData && total === 0 ? (
            <p className="text-body-secondary mb-0">{t.none[state]}</p>
          ) : (
            <NoticeTable
              rows={list.currentData?.rows ?? []}
              label={t.tableLabel(t.stateNames[state])}
              reported={state === 'reported'}
              storeHref={(storeUid) => taxNoticeReportPath(storeUid, contextId)}
            />
          )}
          {total > size && (
            <div className="mt-2">
              <PageLinks page={page} pages={Math.ceil(total / size)} onPage={(n) => change({ page: String(n) })} />
            </div>
          )}
        </Card.Body>
      </Card>
    </PageWrapper>
  );
}
