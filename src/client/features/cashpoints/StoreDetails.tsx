import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { TimelineTab } from '../../components/timeline/TimelineTab';
import { timelineTexts } from '../../../shared/texts/de/timeline';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import type { StoreNode } from '../../api/cashpoints';
import { AuditLogLink } from '../../components/AuditLogLink';
import { alertOwnershipTexts } from '../../../shared/texts/de/alertOwnership';
import { auditTexts } from '../../../shared/texts/de/audit';
import { cashpointTexts } from '../../../shared/texts/de/cashpoints';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { storeState } from './treeRows';
import { CalendarStatus } from '../../components/calendar/CalendarStatus';
import { StoreCalendarTab } from '../../components/calendar/StoreCalendarTab';
import { AlertHistory } from '../../components/alertOwnership/AlertHistory';
import type { Health } from '../../components/storeHealth/healthMarks';
import { StoreHealthSection } from './StoreHealthSection';
import { StoreAddressButton } from '../../components/taxNotice/MasterDataButtons';

const t = cashpointTexts.cashpoints;
const stateVariant = { online: 'success', offline: 'danger', partial: 'warning', empty: 'secondary' } as const;

interface Props {
  store: StoreNode;
  contextId: string;
  /** Its health (issue 51); none until the marks have come. */
  health?: Health;
  actions: ReactNode;
}

/**
 * The right side for a store: its number, name, online state, versions, update state, hours and
 * health on the first tab, its calendar on the tab 'Öffnungszeiten', its last alerts on 'Letzte Alarme' (each
 * built when first opened).
 */
export function StoreDetails({ store, contextId, health, actions }: Props) {
  const state = storeState(store);
  return (
    <Card className="details-card">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">
          {t.store(store.id)}
          {store.name ? ` ${store.name}` : ''}
        </h2>
        <AuditLogLink contextId={contextId} objectUid={store.uid} label={auditTexts.audit.storeLink} />
        {actions}
      </Card.Header>
      <Card.Body>
        <Tabs id={`store-tabs-${store.uid}`} defaultActiveKey="overview" mountOnEnter className="mb-3">
          <Tab eventKey="overview" title={storeCalendarTexts.storeCalendar.overviewTab}>
            <dl className="facts mb-0">
              <div className="fact">
                <dt>{t.storeFields.id}</dt>
                <dd>{store.id}</dd>
              </div>
              <div className="fact">
                <dt>{t.storeFields.name}</dt>
                <dd>{store.name || fleetTexts.fleet.none}</dd>
              </div>
              <div className="fact">
                <dt>{t.fields.state}</dt>
                <dd>
                  <Badge bg={stateVariant[state]} text={state === 'partial' ? 'dark' : undefined}>
                    {t.state[state]}
                  </Badge>{' '}
                  {store.numberOfOfflineChildren > 0 &&
                    t.offlineCount(store.numberOfOfflineChildren, store.cashpoints.length)}
                </dd>
              </div>
              <div className="fact">
                <dt>{t.storeFields.cashpoints}</dt>
                <dd>{store.cashpoints.length}</dd>
              </div>
              <div className="fact">
                <dt>{t.storeFields.versions}</dt>
                <dd className="d-flex flex-wrap gap-1">
                  {store.allVersionTags.length === 0
                    ? fleetTexts.fleet.none
                    : store.allVersionTags.map((tag) => (
                        <Badge key={tag} bg="secondary">
                          {tag}
                        </Badge>
                      ))}
                </dd>
              </div>
              <div className="fact">
                <dt>{t.storeFields.updated}</dt>
                <dd>
                  {store.allUpdated ? (
                    messageTexts.dialog.yes
                  ) : (
                    <Badge bg="warning" text="dark">
                      {fleetTexts.fleet.notUpdated}
                    </Badge>
                  )}
                </dd>
              </div>
              <div className="fact">
                <dt>{storeCalendarTexts.storeCalendar.tab}</dt>
                <dd>
                  <CalendarStatus contextId={contextId} storeUid={store.uid} compact />
                </dd>
              </div>
            </dl>
            {health && <StoreHealthSection store={store} contextId={contextId} health={health} />}
            <StoreAddressButton contextId={contextId} storeUid={store.uid} storeId={store.id} />
          </Tab>
          <Tab eventKey="calendar" title={storeCalendarTexts.storeCalendar.tab}>
            <StoreCalendarTab contextId={contextId} storeUid={store.uid} />
          </Tab>
          <Tab eventKey="alerts" title={alertOwnershipTexts.alertOwnership.history}>
            <AlertHistory contextId={contextId} storeUid={store.uid} />
          </Tab>
          <Tab eventKey="timeline" title={timelineTexts.timeline.tab}>
            <TimelineTab contextId={contextId} subject={{ storeUid: store.uid }} />
          </Tab>
        </Tabs>
      </Card.Body>
    </Card>
  );
}
