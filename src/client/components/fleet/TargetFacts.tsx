import Badge from 'react-bootstrap/Badge';
import { formatDateTime } from '../../../shared/dates';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { CalendarStatus } from '../calendar/CalendarStatus';
import { Facts, type Fact } from './Facts';

const t = fleetTexts.fleet;

/** What a register and a store server report alike of themselves. */
export interface TargetState {
  offline: boolean;
  agentVersion?: string | null;
  lastHeartbeat?: string | null;
  updated: boolean;
}

interface Props {
  target: TargetState;
  /** The tag of the update the target installed last, and what it counts (a register or a STORE update). */
  currentVersionTag?: string | null;
  currentVersionHelp: string;
  /** The target's store, whose hours today and next update window close the list. */
  contextId: string;
  storeUid: string;
  /** The page's own facts before the shared ones (a register's store and number)… */
  leading?: Fact[];
  /** …and after them, before the store's hours (a register's additional data). */
  trailing?: Fact[];
}

/**
 * The facts a register's and a store server's details share: online or offline, agent version,
 * last heartbeat, the installed update, whether it is up to date, and its store's hours and next
 * update window; each page adds its own around them.
 */
export function TargetFacts({ target, currentVersionTag, currentVersionHelp, contextId, storeUid, ...own }: Props) {
  return (
    <Facts
      items={[
        ...(own.leading ?? []),
        [
          t.fields.state,
          <Badge key="s" bg={target.offline ? 'danger' : 'success'}>
            {target.offline ? t.state.offline : t.state.online}
          </Badge>,
        ],
        [t.fields.agentVersion, target.agentVersion],
        [t.fields.lastHeartbeat, target.lastHeartbeat ? formatDateTime(target.lastHeartbeat, true) : t.never],
        [t.fields.currentVersion, currentVersionTag, currentVersionHelp],
        [
          t.fields.updated,
          target.updated ? (
            messageTexts.dialog.yes
          ) : (
            <Badge key="u" bg="warning" text="dark">
              {t.notUpdated}
            </Badge>
          ),
        ],
        ...(own.trailing ?? []),
        [
          storeCalendarTexts.storeCalendar.tab,
          <CalendarStatus key="c" contextId={contextId} storeUid={storeUid} compact />,
        ],
      ]}
    />
  );
}
