import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { TimelineTab } from '../../components/timeline/TimelineTab';
import { timelineTexts } from '../../../shared/texts/de/timeline';
import Spinner from 'react-bootstrap/Spinner';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useGetStoreAgentDetailQuery, useGetStoreAgentLogQuery } from '../../api/store-agents';
import type { Syncfile } from '../../api/cashpoints';
import { Facts } from '../../components/fleet/Facts';
import { OsSection } from '../../components/fleet/OsSection';
import { VersionHistory } from '../../components/fleet/VersionHistory';
import { LogBody, ViewerModal } from '../../components/fleet/ViewerModal';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { auditTexts } from '../../../shared/texts/de/audit';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { frameTexts } from '../../../shared/texts/de/frame';
import { storeAgentTexts } from '../../../shared/texts/de/storeAgents';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { pollingIntervalMs } from '../../lib/polling';
import { AuditLogLink } from '../../components/AuditLogLink';
import { Checks } from './StoreAgentChecks';
import { Services } from './StoreAgentServices';
import { TargetFacts } from '../../components/fleet/TargetFacts';
import { StoreCalendarTab } from '../../components/calendar/StoreCalendarTab';
import { AlertHistory } from '../../components/alertOwnership/AlertHistory';
import { ActionHistory } from '../../components/actions/ActionHistory';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';

const t = storeAgentTexts.storeAgents;

function LogViewer(props: { uid: string; contextId: string; syncfile: Syncfile; onHide(): void }) {
  const { data } = useGetStoreAgentLogQuery({
    uid: props.uid,
    contextId: props.contextId,
    syncfileUid: props.syncfile.uid,
  });
  return (
    <ViewerModal title={`${fleetTexts.fleet.installLog}: ${props.syncfile.tag}`} onHide={props.onHide}>
      <LogBody data={data} />
    </ViewerModal>
  );
}

interface Props {
  contextId: string;
  storeId: string;
  actions: ReactNode;
}

/** The details panel of one store server; its store's calendar on the tab 'Öffnungszeiten'. */
export function StoreAgentDetails({ contextId, storeId, actions }: Props) {
  const { data } = useGetStoreAgentDetailQuery({ contextId, storeId }, { pollingInterval: pollingIntervalMs });
  const [log, setLog] = useState<Syncfile | undefined>();
  if (!data) {
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{frameTexts.app.loading}</span>
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
        <AuditLogLink contextId={contextId} objectUid={storeAgent.storeUid} label={auditTexts.audit.storeLink} />
        <Button size="sm" variant="outline-secondary" disabled={!latestLog} onClick={() => setLog(latestLog)}>
          {fleetTexts.fleet.installLog}
        </Button>
        {actions}
      </Card.Header>
      <Card.Body>
        <Tabs id={`agent-tabs-${storeAgent.storeUid}`} defaultActiveKey="overview" mountOnEnter className="mb-3">
          <Tab eventKey="overview" title={storeCalendarTexts.storeCalendar.overviewTab}>
            <TargetFacts
              target={storeAgent}
              currentVersionTag={data.currentVersionTag}
              currentVersionHelp={t.help.currentVersion}
              contextId={contextId}
              storeUid={storeAgent.storeUid}
            />
            {/* Wide enough, the sections stand in two columns: the checks beside services and system. */}
            <div className="details-columns">
              <div>
                <h3 className="h6 mt-4">{t.sections.storeInfo}</h3>
                <Facts items={Object.entries(t.storeInfo).map(([key, label]) => [label, si[key as keyof typeof si]])} />
                <Checks info={info} />
              </div>
              <div>
                <Services info={info} />
                <OsSection osInfo={info?.osInfo} interfaces={info?.interfaces} />
              </div>
            </div>
            <h3 className="h6 mt-4">{fleetTexts.fleet.sections.history}</h3>
            <VersionHistory syncfiles={data.syncfiles} onShowLog={setLog} labelFailed={false} />
          </Tab>
          <Tab eventKey="calendar" title={storeCalendarTexts.storeCalendar.tab}>
            <StoreCalendarTab contextId={contextId} storeUid={storeAgent.storeUid} />
          </Tab>
          <Tab eventKey="alerts" title={alertOwnershipTexts.alertOwnership.history}>
            <AlertHistory contextId={contextId} storeUid={storeAgent.storeUid} />
          </Tab>
          <Tab eventKey="actions" title={actionPageTexts.actionHistory.tab}>
            <ActionHistory contextId={contextId} storeAgentUid={storeAgent.uid} />
          </Tab>
          <Tab eventKey="timeline" title={timelineTexts.timeline.tab}>
            <TimelineTab contextId={contextId} subject={{ storeAgentUid: storeAgent.uid }} />
          </Tab>
        </Tabs>
      </Card.Body>
      {log && <LogViewer uid={storeAgent.uid} contextId={contextId} syncfile={log} onHide={() => setLog(undefined)} />}
    </Card>
  );
}
