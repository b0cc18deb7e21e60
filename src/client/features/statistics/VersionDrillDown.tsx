import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import {
  useGetCashpointVersionsQuery,
  useGetCashpointVersionStatsQuery,
  useGetStoreAgentVersionsQuery,
  useGetStoreAgentVersionStatsQuery,
  type VersionEntry,
} from '../../api/statistics';
import type { ContextSummary } from '../../api/home';
import { frameTexts } from '../../../shared/texts/de/frame';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { ChartFrame, type ChartItem } from './ChartFrame';
import { Donut } from './Charts';
import { useChartColors } from '../../components/charts/chartTheme';
import { DataTable } from './DataTable';
import { useElementWidth } from '../../components/charts/useElementWidth';

const t = statisticsTexts.statistics;

type Kind = 'cashpoint' | 'store';
type ContextArg = { contextId: string } | typeof skipToken;
type StatsArg = { contextId: string; filename: string } | typeof skipToken;
const stale = { refetchOnMountOrArgChange: true } as const;

/** Each kind: its hooks, its URL parameters and its wording. */
const kinds = {
  cashpoint: {
    useVersions: (arg: ContextArg) => {
      const reply = useGetCashpointVersionsQuery(arg, stale);
      return { versions: reply.data?.cashpointVersions, isFetching: reply.isFetching };
    },
    useStats: (arg: StatsArg) => useGetCashpointVersionStatsQuery(arg, stale),
    customerParam: 'cashpointCustomer',
    versionParam: 'cashpointVersion',
    title: t.cashpointDrillDown,
    versionLabel: t.cashpointVersion,
    heading: t.cashpointHeading,
  },
  store: {
    useVersions: (arg: ContextArg) => {
      const reply = useGetStoreAgentVersionsQuery(arg, stale);
      return { versions: reply.data?.storeAgentVersions, isFetching: reply.isFetching };
    },
    useStats: (arg: StatsArg) => useGetStoreAgentVersionStatsQuery(arg, stale),
    customerParam: 'storeCustomer',
    versionParam: 'storeVersion',
    title: t.storeDrillDown,
    versionLabel: t.storeVersion,
    heading: t.storeHeading,
  },
} as const;

const none: VersionEntry[] = [];

/**
 * The version drill-down: the operator picks a customer and one of its versions, and a donut shows
 * how many targets have it installed. Both choices live in the URL, so the view can be shared. The
 * donut has the width of the page's charts, whose column the drill-down shares.
 */
export function VersionDrillDown({
  kind,
  contexts,
  width,
}: {
  kind: Kind;
  contexts: readonly ContextSummary[];
  width: number;
}) {
  const k = kinds[kind];
  // Green and red of the scheme: both at least 3:1 on the card, light or dark.
  const colors = useChartColors();
  const body = useRef<HTMLDivElement>(null);
  const bodyWidth = useElementWidth(body);
  const headingId = useId();
  const customerId = useId();
  const versionId = useId();
  const [params, setParams] = useSearchParams();
  const customer = contexts.find((c) => c.key === params.get(k.customerParam));
  const { versions = none, isFetching } = k.useVersions(customer ? { contextId: customer.key } : skipToken);
  const version = versions.find((v) => v.filename === params.get(k.versionParam));
  const stats = k.useStats(customer && version ? { contextId: customer.key, filename: version.filename } : skipToken);

  const choose = (name: string, value: string, clear?: string) =>
    setParams(
      (p) => {
        if (value) p.set(name, value);
        else p.delete(name);
        if (clear) p.delete(clear);
        return p;
      },
      // The select, the URL and the donut change in the render of the choice itself.
      { replace: true, flushSync: true },
    );

  const counts = stats.data && !stats.isFetching ? stats.data : undefined;
  const items: ChartItem[] = counts
    ? [
        {
          id: 'installed',
          label: t.installed,
          shortLabel: t.installed,
          value: counts.countInstalled,
          color: colors.success,
        },
        {
          id: 'notInstalled',
          label: t.notInstalled,
          shortLabel: t.notInstalled,
          value: counts.countNotInstalled,
          color: colors.danger,
        },
      ]
    : [];
  const total = counts ? counts.countInstalled + counts.countNotInstalled : 0;
  const heading = customer && version ? k.heading(version.tag, customer.name) : '';

  return (
    <section className="card statistics-card" aria-labelledby={headingId} data-drilldown={kind}>
      <div className="card-body" ref={body}>
        <h2 id={headingId} className="h5">
          {k.title}
        </h2>
        <div className="d-flex flex-wrap gap-3 mb-3">
          <Form.Group controlId={customerId}>
            <Form.Label className="small mb-1">{t.customer}</Form.Label>
            <Form.Select
              value={customer?.key ?? ''}
              onChange={(e) => choose(k.customerParam, e.target.value, k.versionParam)}
            >
              <option value="" disabled>
                {t.chooseCustomer}
              </option>
              {contexts.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={versionId}>
            <Form.Label className="small mb-1">{k.versionLabel}</Form.Label>
            <Form.Select
              value={version?.filename ?? ''}
              disabled={!customer || versions.length === 0}
              onChange={(e) => choose(k.versionParam, e.target.value)}
            >
              <option value="" disabled>
                {t.chooseVersion}
              </option>
              {versions.map((v) => (
                <option key={v.key} value={v.filename}>
                  {t.versionOption(v.tag, v.filename)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        {customer && !isFetching && versions.length === 0 && <p className="text-body-secondary">{t.noVersions}</p>}
        {heading && (
          <div className="drilldown-result">
            <h3 className="h6">{heading}</h3>
            {!counts ? (
              <Spinner animation="border" size="sm" role="status">
                <span className="visually-hidden">{frameTexts.app.loading}</span>
              </Spinner>
            ) : total === 0 ? (
              <p className="text-body-secondary">{t.noTargets}</p>
            ) : (
              <>
                <ChartFrame
                  label={`${heading}, ${t.installationStatus}`}
                  items={items}
                  total={total}
                  className={bodyWidth !== undefined && bodyWidth < width ? 'chart-scroll' : ''}
                >
                  {(state) => <Donut items={items} total={total} width={width} arcValues {...state} />}
                </ChartFrame>
                <DataTable
                  caption={heading}
                  items={items}
                  total={total}
                  visible={false}
                  nameHeader={t.installationStatus}
                />
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
