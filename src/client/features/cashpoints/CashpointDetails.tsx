import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { TimelineTab } from '../../components/timeline/TimelineTab';
import { timelineTexts } from '../../../shared/texts/de/timeline';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useGetCashpointDetailQuery, type Cashpoint, type Syncfile } from '../../api/cashpoints';
import { formatDateTime } from '../../../shared/dates';
import { AuditLogLink } from '../../components/AuditLogLink';
import { Facts, yesNo } from '../../components/fleet/Facts';
import { OsSection } from '../../components/fleet/OsSection';
import { VersionHistory } from '../../components/fleet/VersionHistory';
import { TargetFacts } from '../../components/fleet/TargetFacts';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { auditTexts } from '../../../shared/texts/de/audit';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { frameTexts } from '../../../shared/texts/de/frame';
import { CashpointInfoModal, InstallLogModal, type InfoViewer } from './InfoViewers';
import { pollingIntervalMs } from '../../lib/polling';
import { TseSection } from '../../components/fiscal/TseSection';
import { AlertHistory } from '../../components/alertOwnership/AlertHistory';
import { ActionHistory } from '../../components/actions/ActionHistory';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { CashpointHealthSections } from './CashpointHealth';
import { RegisterFiscalButton } from '../../components/taxNotice/MasterDataButtons';
import { historyCompareTexts } from '../../../shared/texts/de/historyCompare';
import { CompareDialog } from './CompareDialog';

const t = cashpointTexts.cashpoints;

function AgentInfo({ cashpoint }: { cashpoint: Cashpoint }) {
  const info = cashpoint.agentInfo;
  return (
    <>
      <OsSection osInfo={info?.osInfo} interfaces={info?.interfaces} />
      <h3 className="h6 mt-4">{t.sections.versions}</h3>
      <Facts
        items={[
          [t.versions.cashpointVersion, info?.cashpointVersion, t.help.cashpointVersion],
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
  /** The register's store, whose hours and update window the details show. */
  storeUid: string;
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
export function CashpointDetails({ uid, contextId, storeUid, handleActivePromotions, actions }: Props) {
  const { data, isLoading } = useGetCashpointDetailQuery({ uid, contextId }, { pollingInterval: pollingIntervalMs });
  const [viewer, setViewer] = useState<InfoViewer | undefined>();
  const [log, setLog] = useState<Syncfile | undefined>();
  const [comparing, setComparing] = useState(false);

  if (isLoading || !data) {
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{frameTexts.app.loading}</span>
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
        <AuditLogLink contextId={contextId} objectUid={uid} label={auditTexts.audit.cashpointLink} />
        {actions}
      </Card.Header>
      <Card.Body>
        <Tabs id={`cashpoint-tabs-${uid}`} defaultActiveKey="overview" mountOnEnter className="mb-3">
          <Tab eventKey="overview" title={storeCalendarTexts.storeCalendar.overviewTab}>
            <TargetFacts
              target={cashpoint}
              currentVersionTag={data.currentVersionTag}
              currentVersionHelp={t.help.currentVersion}
              contextId={contextId}
              storeUid={storeUid}
              leading={[
                [t.fields.store, `${cashpoint.storeId}${cashpoint.storeName ? ` – ${cashpoint.storeName}` : ''}`],
                [t.fields.posId, cashpoint.posId],
                [t.fields.posType, cashpoint.posType],
              ]}
              trailing={[[t.fields.additionalData, formatDateTime(cashpoint.additionalDataTimestamp, true)]]}
            />

            <CashpointHealthSections uid={uid} contextId={contextId} />

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
              <Button variant="outline-primary" size="sm" onClick={() => setComparing(true)}>
                {historyCompareTexts.historyCompare.open}
              </Button>
            </div>

            <h3 className="h6 mt-4">{t.sections.history}</h3>
            <VersionHistory syncfiles={data.syncfiles} onShowLog={setLog} />

            <h3 className="h6 mt-4">{alertOwnershipTexts.alertOwnership.history}</h3>
            <AlertHistory contextId={contextId} cashpointUid={uid} />

            <TseSection contextId={contextId} cashpointUid={uid} />
            <RegisterFiscalButton contextId={contextId} cashpointUid={uid} />

            <AgentInfo cashpoint={cashpoint} />
          </Tab>
          <Tab eventKey="actions" title={actionPageTexts.actionHistory.tab}>
            <ActionHistory contextId={contextId} cashpointUid={uid} />
          </Tab>
          <Tab eventKey="timeline" title={timelineTexts.timeline.tab}>
            <TimelineTab contextId={contextId} subject={{ cashpointUid: uid }} />
          </Tab>
        </Tabs>
      </Card.Body>
      {viewer && (
        <CashpointInfoModal uid={uid} contextId={contextId} viewer={viewer} onHide={() => setViewer(undefined)} />
      )}
      {comparing && (
        <CompareDialog
          contextId={contextId}
          cashpointUid={uid}
          storeId={cashpoint.storeId}
          posId={cashpoint.posId}
          onHide={() => setComparing(false)}
        />
      )}
      {log && <InstallLogModal uid={uid} contextId={contextId} syncfile={log} onHide={() => setLog(undefined)} />}
    </Card>
  );
}
