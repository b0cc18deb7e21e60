import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import type { ContextSummary } from '../../api/home';
import { useGetVersionHistoryQuery, versionHistoryCsvHref } from '../../api/statistics';
import { frameTexts } from '../../../shared/texts/de/frame';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { VersionHistoryChart } from './VersionHistoryChart';
import { VersionHistoryTable } from './VersionHistoryTable';
import { WeekOverWeekTable } from './WeekOverWeekTable';
import { historyDays, versionColor, versionKey, versionName } from './versionHistoryRules';

const t = statisticsTexts.versionHistory;
/** The URL parameter of the chosen context, so the view can be shared. */
const customerParam = 'historyCustomer';

/**
 * 'Versionen im Verlauf' (issue 53): the chosen context's registers per version on each of the last
 * 90 days as stacked bars, with its table (shown on request, always there for screen readers),
 * this week against last week, and the CSV. Without a choice, the first context with registers.
 */
export function VersionHistoryCard({ contexts }: { contexts: readonly ContextSummary[] }) {
  const headingId = useId();
  const weekId = useId();
  const selectId = useId();
  const [showTable, setShowTable] = useState(false);
  const [params, setParams] = useSearchParams();
  const customer =
    contexts.find((c) => c.key === params.get(customerParam)) ??
    contexts.find((c) => c.cashpointCount > 0) ??
    contexts[0];
  const reply = useGetVersionHistoryQuery(customer ? { contextId: customer.key, days: historyDays } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const history = reply.currentData;
  const choose = (key: string) =>
    setParams(
      (p) => {
        p.set(customerParam, key);
        return p;
      },
      { replace: true },
    );

  return (
    <section className="card statistics-card version-history" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <div className="me-auto">
            <h2 id={headingId} className="h5 mb-1">
              {t.title}
            </h2>
            <p className="small text-body-secondary mb-0">{t.intro}</p>
          </div>
          <Form.Group controlId={selectId}>
            <Form.Label className="small mb-1">{t.customer}</Form.Label>
            <Form.Select size="sm" value={customer?.key ?? ''} onChange={(e) => choose(e.target.value)}>
              {contexts.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Button
            variant="outline-secondary"
            size="sm"
            aria-expanded={showTable}
            onClick={() => setShowTable((s) => !s)}
          >
            {showTable ? t.hideTable : t.showTable}
          </Button>
          {customer && (
            <a
              className="btn btn-outline-secondary btn-sm"
              href={versionHistoryCsvHref(customer.key, historyDays)}
              download
              aria-label={t.csvLabel(customer.name)}
            >
              {t.csv}
            </a>
          )}
        </div>
        {!history ? (
          reply.isFetching && (
            <Spinner animation="border" size="sm" role="status">
              <span className="visually-hidden">{frameTexts.app.loading}</span>
            </Spinner>
          )
        ) : history.days.length === 0 ? (
          <p className="text-body-secondary mb-0">{t.empty}</p>
        ) : (
          <>
            <VersionHistoryChart days={history.days} versions={history.versions} context={customer!.name} />
            <ul className="version-legend list-inline small mb-0">
              {history.versions.map((v) => (
                <li className="list-inline-item" key={versionKey(v)}>
                  <span
                    className="chart-swatch"
                    style={{ background: versionColor(history.versions, v) }}
                    aria-hidden="true"
                  />
                  {versionName(v)}
                </li>
              ))}
            </ul>
            <VersionHistoryTable history={history} context={customer!.name} visible={showTable} />
            <WeekOverWeekTable week={history.weekOverWeek} headingId={weekId} />
          </>
        )}
      </div>
    </section>
  );
}
