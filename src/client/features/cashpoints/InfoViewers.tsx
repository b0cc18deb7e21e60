import type { ReactNode } from 'react';
import Table from 'react-bootstrap/Table';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetCashpointInfoQuery,
  useGetCashpointLogQuery,
  type CashpointInfo,
  type Syncfile,
} from '../../api/cashpoints';
import { formatDateTime, formatUnixSeconds } from '../../../shared/dates';
import { LogBody, ViewerModal, viewerLoading } from '../../components/fleet/ViewerModal';
import { levelClass } from '../../components/fleet/storeChecks';
import { serviceStateLevel } from '../../../shared/reports/storeLevels';
import { reportedTitle, serviceStateText } from '../../../shared/serviceStates';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { fleetTexts } from '../../../shared/texts/de/fleet';

export type InfoViewer = Exclude<keyof typeof cashpointTexts.cashpoints.viewers, 'log'>;

const c = cashpointTexts.cashpoints.columns;

function Rows({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{fleetTexts.fleet.noEntries}</p>;
  return (
    <Table size="sm" striped className="mb-0">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i}>
            {cells.map((cell, j) => (
              <td key={j} className="text-break">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function viewerBody(viewer: InfoViewer, info: CashpointInfo): ReactNode {
  switch (viewer) {
    case 'hostsFile':
      return info.hostsFile ? (
        <pre className="viewer-text mb-0">{info.hostsFile}</pre>
      ) : (
        <p className="text-body-secondary mb-0">{fleetTexts.fleet.noEntries}</p>
      );
    case 'commonConfigValues':
      return <Rows head={[c.key, c.value]} rows={info.commonConfigValues.map((v) => [v.key, v.value])} />;
    case 'serviceConfigValues':
      return (
        <Rows
          head={[c.service, c.key, c.value]}
          rows={info.serviceConfigValues.map((v) => [v.service, v.key, v.value])}
        />
      );
    case 'cashpointServiceStates':
      return (
        <Rows
          head={[c.service, c.state, c.since]}
          rows={info.cashpointServiceStates.map((v) => [
            v.name,
            <span key="s" className={levelClass[serviceStateLevel(v.state)]} title={reportedTitle(v.state)}>
              {serviceStateText(v.state)}
            </span>,
            formatUnixSeconds(v.since),
          ])}
        />
      );
    case 'cashpointStatusInfo':
      return <Rows head={[c.key, c.value]} rows={info.cashpointStatusInfo.map((v) => [v.key, v.value])} />;
    case 'activePromotions':
      return (
        <Rows
          head={[c.id, c.promotion, c.validFrom, c.validTo]}
          rows={info.activePromotions.map((p) => [
            p.id,
            p.name,
            formatDateTime(p.validFrom),
            formatDateTime(p.validTo),
          ])}
        />
      );
  }
}

/** One of the register's information viewers, loaded when opened. */
export function CashpointInfoModal(props: { uid: string; contextId: string; viewer: InfoViewer; onHide(): void }) {
  const { data } = useGetCashpointInfoQuery({ uid: props.uid, contextId: props.contextId });
  return (
    <ViewerModal title={cashpointTexts.cashpoints.viewers[props.viewer]} onHide={props.onHide}>
      {data ? viewerBody(props.viewer, data) : viewerLoading}
    </ViewerModal>
  );
}

/** The install log of one update on the register. */
export function InstallLogModal(props: { uid: string; contextId: string; syncfile: Syncfile; onHide(): void }) {
  const { data } = useGetCashpointLogQuery(
    props.syncfile ? { uid: props.uid, contextId: props.contextId, syncfileUid: props.syncfile.uid } : skipToken,
  );
  return (
    <ViewerModal title={`${cashpointTexts.cashpoints.viewers.log}: ${props.syncfile.tag}`} onHide={props.onHide}>
      <LogBody data={data} />
    </ViewerModal>
  );
}
