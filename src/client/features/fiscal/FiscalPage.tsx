import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useGetTseForecastQuery, useGetTsesQuery } from '../../api/fiscal';
import { PageLinks } from '../../components/PageLinks';
import { PageWrapper } from '../../components/PageWrapper';
import { allContexts } from '../../lib/allContexts';
import { pollingIntervalMs } from '../../lib/polling';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';
import { frameTexts } from '../../../shared/texts/de/frame';
import { ExpiryChart } from './ExpiryChart';
import { ExpiryTable } from './ExpiryTable';
import { monthFilter, useFiscalParams } from './fiscalParams';
import { useTseDialogs } from './TseDialogs';
import { TseTable } from './TseTable';
import './fiscal.css';

const t = fiscalPageTexts.fiscalPage;
const listSize = 20;
const actionSize = 10;

const csvHref = (contextId: string) => `/api/frontend/tse.csv?contextId=${encodeURIComponent(contextId)}`;
const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The page 'Fiskal' (issue 50): the TSEs of one context or of all the session sees. The expiries per
 * month of the next 24 months (a chart with its table; a bar filters the list to its month), the TSEs
 * that need action now, and the list, sorted and paged by the server.
 */
export function FiscalPage() {
  const id = useId();
  const { contexts, contextId, month, sortBy, page, actionPage, change } = useFiscalParams();
  const [tableShown, setTableShown] = useState(false);
  const all = contextId === allContexts;
  const poll = { pollingInterval: pollingIntervalMs };
  const forecast = useGetTseForecastQuery({ contextId, months: 24 }, poll);
  const attention = useGetTsesQuery({ contextId, needsAction: true, page: actionPage, size: actionSize }, poll);
  const list = useGetTsesQuery({ contextId, ...monthFilter(month), sortBy, page, size: listSize }, poll);
  const { actions, dialogs } = useTseDialogs();
  const months = forecast.currentData?.months ?? [];
  const scope = all ? t.allContexts : (contexts.find((c) => c.key === contextId)?.name ?? contextId);

  const toolbar = (
    <>
      <Form.Group controlId={`${id}-context`} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0">{t.context}</Form.Label>
        <Form.Select
          value={all ? '' : contextId}
          onChange={(e) => change({ contextId: e.target.value || allContexts, month: undefined })}
        >
          <option value="">{t.allContexts}</option>
          {contexts.map((c) => (
            <option key={c.key} value={c.key}>
              {c.name}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <a className="btn btn-outline-secondary" href={csvHref(contextId)} download aria-label={t.csvLabel(scope)}>
        {t.csv}
      </a>
    </>
  );

  const listTotal = list.currentData?.total ?? 0;
  const attentionTotal = attention.currentData?.total ?? 0;
  return (
    <PageWrapper
      title={frameTexts.pages.fiscal}
      toolbar={toolbar}
      loading={forecast.isLoading}
      updatedAt={list.fulfilledTimeStamp}
    >
      <div className="fiscal-page d-grid gap-3">
        <Card as="section" aria-labelledby={`${id}-chart`}>
          <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-body">
            <h2 className="h5 mb-0 me-auto" id={`${id}-chart`}>
              {t.chart.title}
            </h2>
            <Button
              variant="outline-secondary"
              size="sm"
              aria-expanded={tableShown}
              onClick={() => setTableShown((s) => !s)}
            >
              {tableShown ? t.chart.hideTable : t.chart.showTable}
            </Button>
          </Card.Header>
          <Card.Body>
            {months.length > 0 && months.every((m) => m.tses === 0) && (
              <p className="text-body-secondary">{t.chart.empty}</p>
            )}
            <ExpiryChart months={months} selected={month} onSelect={(m) => change({ month: m })} />
            <ExpiryTable months={months} selected={month} onSelect={(m) => change({ month: m })} visible={tableShown} />
          </Card.Body>
        </Card>

        <Card as="section" aria-labelledby={`${id}-attention`}>
          <Card.Header className="bg-body">
            <h2 className="h5 mb-0" id={`${id}-attention`}>
              {t.needsAction.title}
              {attentionTotal > 0 && <span className="badge text-bg-danger ms-2">{attentionTotal}</span>}
            </h2>
            <p className="small text-body-secondary mb-0">{t.needsAction.intro}</p>
          </Card.Header>
          <Card.Body>
            {attention.currentData && attentionTotal === 0 ? (
              <p className="text-body-secondary mb-0">{t.needsAction.none}</p>
            ) : (
              <TseTable
                rows={attention.currentData?.rows ?? []}
                label={t.needsAction.tableLabel}
                showContext={all}
                withReasons
                {...actions}
              />
            )}
            {attentionTotal > actionSize && (
              <div className="mt-2">
                <PageLinks
                  page={actionPage}
                  pages={pagesOf(attentionTotal, actionSize)}
                  onPage={(n) => change({ actionPage: String(n), page: undefined })}
                  size="sm"
                />
              </div>
            )}
          </Card.Body>
        </Card>

        <Card as="section" aria-labelledby={`${id}-list`}>
          <Card.Header className="d-flex flex-wrap align-items-center gap-2 bg-body">
            <h2 className="h5 mb-0 me-auto" id={`${id}-list`}>
              {month ? t.list.titleMonth(month) : t.list.title}
            </h2>
            {month && (
              <Button variant="outline-secondary" size="sm" onClick={() => change({ month: undefined })}>
                {t.list.clearMonth}
              </Button>
            )}
          </Card.Header>
          <Card.Body>
            {list.currentData && listTotal === 0 ? (
              <p className="text-body-secondary mb-0">{month ? t.list.noneMonth : t.list.none}</p>
            ) : (
              <TseTable
                rows={list.currentData?.rows ?? []}
                label={month ? t.list.titleMonth(month) : t.list.tableLabel}
                showContext={all}
                sortBy={sortBy}
                onSort={(s) => change({ sortBy: s })}
                {...actions}
              />
            )}
            {listTotal > 0 && (
              <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
                <PageLinks
                  page={page}
                  pages={pagesOf(listTotal, listSize)}
                  onPage={(n) => change({ page: String(n) })}
                  size="sm"
                />
                <span className="small text-body-secondary">
                  {t.list.range((page - 1) * listSize + 1, Math.min(listTotal, page * listSize), listTotal)}
                </span>
              </div>
            )}
          </Card.Body>
        </Card>
      </div>
      {dialogs}
    </PageWrapper>
  );
}
