import { useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useGetCashpointDetailQuery, type Cashpoint, type Syncfile } from '../../api';
import { formatDateTime, formatUnixSeconds } from '../../app/dates';
import { texts } from '../../texts/de';
import { CashpointInfoModal, InstallLogModal, type InfoViewer } from './InfoViewers';
import { VersionHistory } from './VersionHistory';

const t = texts.cashpoints;
const refreshMs = 60_000;

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="facts mb-0">
      {items.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? t.none : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '' : value ? texts.dialog.yes : texts.dialog.no;

function AgentInfo({ cashpoint }: { cashpoint: Cashpoint }) {
  const info = cashpoint.agentInfo;
  const os = info?.osInfo ?? {};
  return (
    <>
      <h3 className="h6 mt-4">{t.sections.os}</h3>
      <Facts
        items={[
          [t.os.osName, os.osName],
          [t.os.osType, os.osType],
          [t.os.version, os.version],
          [t.os.cpus, os.cpus ?? ''],
          [t.os.platform, os.platform],
          [t.os.hostname, os.hostname],
          [t.os.lastReboot, formatUnixSeconds(os.lastReboot)],
          [t.os.timezone, os.timezone],
          [t.os.ntpServer, os.ntpServer],
          [t.os.ntpSyncActive, yesNo(os.ntpSyncActive)],
          [t.os.ntpLastSuccessfulSyncTime, formatUnixSeconds(os.ntpLastSuccessfulSyncTime)],
        ]}
      />
      <h3 className="h6 mt-4">{t.sections.network}</h3>
      {(info?.interfaces ?? []).length === 0 ? (
        <p className="text-body-secondary">{t.noEntries}</p>
      ) : (
        <Table size="sm" responsive className="mb-0">
          <thead>
            <tr>
              {Object.values(t.network).map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {info!.interfaces!.map((i) => (
              <tr key={i.name}>
                <td>{i.name}</td>
                <td>{i.ipAddress}</td>
                <td>{i.macAddress}</td>
                <td>{i.netmask}</td>
                <td>{i.gateway}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h3 className="h6 mt-4">{t.sections.versions}</h3>
      <Facts
        items={[
          [t.versions.cashpointVersion, info?.cashpointVersion],
          [t.versions.tseServerVersion, info?.tseServerVersion],
          [t.versions.javaVersion, (info?.javaVersion ?? []).join(', ')],
          [t.versions.mariaDBVersion, info?.mariaDBVersion],
          [t.versions.bootloader, info?.bootloader],
        ]}
      />
      <h3 className="h6 mt-4">{t.sections.status}</h3>
      <Facts items={[[t.status.cashpointRunning, yesNo(info?.cashpointRunning)]]} />
    </>
  );
}

interface Props {
  uid: string;
  contextId: string;
  handleActivePromotions: boolean;
  actions: ReactNode;
}

const viewers: InfoViewer[] = [
  'hostsFile',
  'commonConfigValues',
  'serviceConfigValues',
  'cashpointServiceStates',
  'cashpointStatusInfo',
  'activePromotions',
];

/** The right side for a register: facts, version history, agent information and the viewers. */
export function CashpointDetails({ uid, contextId, handleActivePromotions, actions }: Props) {
  const { data, isLoading } = useGetCashpointDetailQuery({ uid, contextId }, { pollingInterval: refreshMs });
  const [viewer, setViewer] = useState<InfoViewer | undefined>();
  const [log, setLog] = useState<Syncfile | undefined>();

  if (isLoading || !data) {
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{texts.app.loading}</span>
      </Spinner>
    );
  }
  const { cashpoint } = data;
  const latestLog = data.syncfiles.find((s) => s.hasLog);

  return (
    <Card className="details-card">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">
          {t.cashpoint(cashpoint.posId)} · {t.store(cashpoint.storeId)}
          {cashpoint.storeName ? ` ${cashpoint.storeName}` : ''}
        </h2>
        {actions}
      </Card.Header>
      <Card.Body>
        <Facts
          items={[
            [t.fields.store, `${cashpoint.storeId}${cashpoint.storeName ? ` – ${cashpoint.storeName}` : ''}`],
            [t.fields.posId, cashpoint.posId],
            [t.fields.posType, cashpoint.posType],
            [
              t.fields.state,
              <Badge key="s" bg={cashpoint.offline ? 'danger' : 'success'}>
                {cashpoint.offline ? t.state.offline : t.state.online}
              </Badge>,
            ],
            [t.fields.agentVersion, cashpoint.agentVersion],
            [t.fields.lastHeartbeat, cashpoint.lastHeartbeat ? formatDateTime(cashpoint.lastHeartbeat, true) : t.never],
            [t.fields.currentVersion, data.currentVersionTag],
            [
              t.fields.updated,
              cashpoint.updated ? (
                texts.dialog.yes
              ) : (
                <Badge key="u" bg="warning" text="dark">
                  {t.notUpdated}
                </Badge>
              ),
            ],
            [t.fields.additionalData, formatDateTime(cashpoint.additionalDataTimestamp, true)],
          ]}
        />

        <h3 className="h6 mt-4">{t.sections.viewers}</h3>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-secondary" size="sm" disabled={!latestLog} onClick={() => setLog(latestLog)}>
            {t.viewers.log}
          </Button>
          {viewers
            .filter((v) => v !== 'activePromotions' || handleActivePromotions)
            .map((v) => (
              <Button key={v} variant="outline-secondary" size="sm" onClick={() => setViewer(v)}>
                {t.viewers[v]}
              </Button>
            ))}
        </div>

        <h3 className="h6 mt-4">{t.sections.history}</h3>
        <VersionHistory syncfiles={data.syncfiles} onShowLog={setLog} />

        <AgentInfo cashpoint={cashpoint} />
      </Card.Body>
      {viewer && (
        <CashpointInfoModal uid={uid} contextId={contextId} viewer={viewer} onHide={() => setViewer(undefined)} />
      )}
      {log && <InstallLogModal uid={uid} contextId={contextId} syncfile={log} onHide={() => setLog(undefined)} />}
    </Card>
  );
}
