import { useState, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import {
  useGetStoreAgentDetailQuery,
  useGetStoreAgentLogQuery,
  type StoreAgentInfo,
  type Syncfile,
  type TimestampedValue,
} from '../../api';
import { formatDateTime, formatUnixSeconds } from '../../../shared/dates';
import { Facts, yesNo } from '../../components/fleet/Facts';
import { OsSection } from '../../components/fleet/OsSection';
import { levelClass } from '../../components/fleet/storeChecks';
import {
  activeLevel,
  backupResultLevel,
  diwadebuLevel,
  serviceStateLevel,
  startTypeLevel,
  updateResultLevel,
  type StoreLevel as Level,
} from '../../../shared/reports/storeLevels';
import { VersionHistory } from '../../components/fleet/VersionHistory';
import { LogBody, ViewerModal } from '../../components/fleet/ViewerModal';
import { texts } from '../../../shared/texts/de';
import { pollingIntervalMs } from '../../lib/polling';
import { AuditLogLink } from '../../components/AuditLogLink';

const t = texts.storeAgents;

type Shown = 'time' | 'flag' | 'text';

/**
 * A value with the time the agent read it (store-agent times are Unix seconds). Markers
 * show only their time, flags as Ja/Nein, texts as they are.
 */
function timed(v: TimestampedValue | undefined, shown: Shown, level: Level = 'neutral'): ReactNode {
  if (!v || (v.value === null && v.timestamp === null)) return '';
  const time = formatUnixSeconds(v.timestamp);
  const value = shown === 'flag' ? yesNo(flag(v.value)) : (v.value ?? '');
  const text = shown === 'time' ? time : t.valueAt(value, time);
  return level === 'neutral' ? text : <span className={levelClass[level]}>{text}</span>;
}

const flag = (value: string | null | undefined) =>
  value === undefined || value === null ? null : value === '1' || value === 'true';

function Checks({ info }: { info: StoreAgentInfo | null | undefined }) {
  const fv = info?.fileValues ?? {};
  const db = info?.dbValues ?? {};
  const app = info?.appValues ?? {};
  const backupCode = fv.lastsigmabackuperfolg?.value;
  const updateCode = fv.lastupdateerfolg?.value;
  return (
    <>
      <h3 className="h6 mt-4">{t.sections.wws}</h3>
      <Facts
        items={[
          [t.wws.tbeg, timed(fv.tbeg, 'time')],
          [t.wws.tabsletzte, timed(fv.tabsletzte, 'time')],
          [t.wws.tabsok, timed(fv.tabsok, 'flag', flag(fv.tabsok?.value) === false ? 'error' : 'neutral')],
          [t.wws.tabsaktiv, yesNo(db.tabsaktiv)],
          [t.wws.dzuskarun, timed(fv.dzuskarun, 'time')],
          [t.wws.kabsvortag, db.kabsvortag ?? ''],
          [t.wws.kabslaufendertag, db.kabslaufendertag ?? ''],
          [t.wws.wwsbelegverarbeitungaktiv, yesNo(db.wwsbelegverarbeitungaktiv)],
          [t.wws.bonaufloesungwamodulaktiv, yesNo(db.bonaufloesungwamodulaktiv)],
          [t.wws.datenverarbeitunghqaktiv, yesNo(db.datenverarbeitunghqaktiv)],
        ]}
      />
      <h3 className="h6 mt-4">{t.sections.system}</h3>
      <Facts
        items={[
          [
            t.system.sigmabackupaktiv,
            timed(fv.sigmabackupaktiv, 'flag', activeLevel(flag(fv.sigmabackupaktiv?.value))),
          ],
          [t.system.lastsigmabackup, timed(fv.lastsigmabackup, 'time')],
          [
            t.system.lastsigmabackuperfolg,
            backupCode ? (
              <span className={levelClass[backupResultLevel(backupCode)]}>
                {backupCode === '4' ? t.resultOk : t.resultFailed(backupCode)}
              </span>
            ) : (
              ''
            ),
          ],
          [t.system.updateaktiv, timed(fv.updateaktiv, 'flag', activeLevel(flag(fv.updateaktiv?.value)))],
          [t.system.lastupdate, timed(fv.lastupdate, 'time')],
          [
            t.system.lastupdateerfolg,
            updateCode ? (
              <span className={levelClass[updateResultLevel(fv.lastupdate?.timestamp, updateCode)]}>
                {updateCode === '4' ? t.resultOk : t.resultFailed(updateCode)}
              </span>
            ) : (
              ''
            ),
          ],
          [t.system.diwastop_err, timed(fv.diwastop_err, 'text', fv.diwastop_err?.value ? 'error' : 'neutral')],
          [t.system.diwadebu_log, timed(fv.diwadebu_log, 'text', diwadebuLevel(fv.diwadebu_log?.value))],
          [t.system.tseserverversion, app.tseserverversion],
          [
            t.system.tseserverrunning,
            app.tseserverrunning === false ? (
              <span className={levelClass.error}>{texts.dialog.no}</span>
            ) : (
              yesNo(app.tseserverrunning)
            ),
          ],
          [t.system.pgsqlversion, app.pgsqlversion ?? <span className={levelClass.error}>{texts.fleet.none}</span>],
          [t.system.lastposconnectupdate, timed(fv.lastposconnectupdate, 'time')],
          [
            t.system.lastposconnectupdateerfolg,
            timed(
              fv.lastposconnectupdateerfolg,
              'flag',
              flag(fv.lastposconnectupdateerfolg?.value) === false && fv.lastposconnectupdate?.timestamp
                ? 'error'
                : 'neutral',
            ),
          ],
        ]}
      />
    </>
  );
}

function Services({ info }: { info: StoreAgentInfo | null | undefined }) {
  const services = Object.entries(info?.serviceInfo ?? {});
  const pc = info?.posConnectInfo;
  return (
    <>
      <h3 className="h6 mt-4">{t.sections.services}</h3>
      {services.length === 0 ? (
        <p className="text-body-secondary">{texts.fleet.noEntries}</p>
      ) : (
        <Table size="sm" responsive className="mb-0 services-table">
          <thead>
            <tr>
              <th scope="col">{t.services.name}</th>
              <th scope="col">{t.services.state}</th>
              <th scope="col">{t.services.startType}</th>
            </tr>
          </thead>
          <tbody>
            {services.map(([name, s]) => (
              <tr key={name}>
                <td>{name}</td>
                <td className={levelClass[serviceStateLevel(s.state)]}>{s.state}</td>
                <td className={levelClass[startTypeLevel(s.startType)]}>{s.startType ?? texts.fleet.none}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <h3 className="h6 mt-4">{t.sections.posConnect}</h3>
      <Facts
        items={[
          [t.posConnect.mandant, pc?.mandant],
          [t.posConnect.environment, pc?.environment],
          [t.posConnect.buildTag, pc?.buildTag],
        ]}
      />
      {(pc?.services ?? []).length > 0 && (
        <Table size="sm" responsive className="mt-2 mb-0">
          <thead>
            <tr>
              <th scope="col">{t.posConnect.service}</th>
              <th scope="col">{t.posConnect.instances}</th>
              <th scope="col">{t.posConnect.status}</th>
              <th scope="col">{t.posConnect.version}</th>
            </tr>
          </thead>
          <tbody>
            {pc!.services!.map((s) => (
              <tr key={s.name}>
                <td>{s.name}</td>
                <td>{s.numberOfInstances}</td>
                <td className={s.status === 'UP' ? 'text-success' : 'text-danger fw-semibold'}>{s.status}</td>
                <td>{s.version}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}

function LogViewer(props: { uid: string; contextId: string; syncfile: Syncfile; onHide(): void }) {
  const { data } = useGetStoreAgentLogQuery({
    uid: props.uid,
    contextId: props.contextId,
    syncfileUid: props.syncfile.uid,
  });
  return (
    <ViewerModal title={`${texts.fleet.installLog}: ${props.syncfile.tag}`} onHide={props.onHide}>
      <LogBody data={data} />
    </ViewerModal>
  );
}

interface Props {
  contextId: string;
  storeId: string;
  actions: ReactNode;
}

/** The details panel of one store server. */
export function StoreAgentDetails({ contextId, storeId, actions }: Props) {
  const { data } = useGetStoreAgentDetailQuery({ contextId, storeId }, { pollingInterval: pollingIntervalMs });
  const [log, setLog] = useState<Syncfile | undefined>();
  if (!data) {
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{texts.app.loading}</span>
      </Spinner>
    );
  }
  const { storeAgent } = data;
  const info = storeAgent.agentInfo;
  const si = info?.storeInfo ?? {};
  const latestLog = data.syncfiles.find((s) => s.hasLog);
  return (
    <Card className="details-card">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">{t.title(storeAgent.storeId, storeAgent.name ?? null)}</h2>
        <AuditLogLink contextId={contextId} objectUid={storeAgent.storeUid} label={texts.audit.storeLink} />
        <Button size="sm" variant="outline-secondary" disabled={!latestLog} onClick={() => setLog(latestLog)}>
          {texts.fleet.installLog}
        </Button>
        {actions}
      </Card.Header>
      <Card.Body>
        <Facts
          items={[
            [
              t.fields.state,
              <Badge key="s" bg={storeAgent.offline ? 'danger' : 'success'}>
                {storeAgent.offline ? texts.fleet.state.offline : texts.fleet.state.online}
              </Badge>,
            ],
            [t.fields.agentVersion, storeAgent.agentVersion],
            [
              t.fields.lastHeartbeat,
              storeAgent.lastHeartbeat ? formatDateTime(storeAgent.lastHeartbeat, true) : texts.fleet.never,
            ],
            [t.fields.currentVersion, data.currentVersionTag],
            [
              t.fields.updated,
              storeAgent.updated ? (
                texts.dialog.yes
              ) : (
                <Badge key="u" bg="warning" text="dark">
                  {texts.fleet.notUpdated}
                </Badge>
              ),
            ],
          ]}
        />
        <h3 className="h6 mt-4">{t.sections.storeInfo}</h3>
        <Facts items={Object.entries(t.storeInfo).map(([key, label]) => [label, si[key as keyof typeof si]])} />
        <Checks info={info} />
        <Services info={info} />
        <OsSection osInfo={info?.osInfo} interfaces={info?.interfaces} />
        <h3 className="h6 mt-4">{texts.fleet.sections.history}</h3>
        <VersionHistory syncfiles={data.syncfiles} onShowLog={setLog} labelFailed={false} />
      </Card.Body>
      {log && <LogViewer uid={storeAgent.uid} contextId={contextId} syncfile={log} onHide={() => setLog(undefined)} />}
    </Card>
  );
}
