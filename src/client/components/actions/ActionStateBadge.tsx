import Badge from 'react-bootstrap/Badge';
import type { ActionRequestState, ActionTargetState } from '../../api/actions';
import { actionTexts } from '../../../shared/texts/de/actions';

const t = actionTexts.actions;

// One colour per state, the same on the page 'Aktionen', in the dry run and on a register's tab:
// what waits is yellow, what runs blue, what ended well green, what failed red, what ended
// otherwise grey.
const targetColour: Record<ActionTargetState, string> = {
  waitingForApproval: 'warning',
  waitingForReceipt: 'warning',
  waitingForWindow: 'warning',
  waitingForSlot: 'warning',
  queued: 'secondary',
  sent: 'info',
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
  expired: 'dark',
  cancelled: 'dark',
};

const requestColour: Record<ActionRequestState, string> = {
  waitingForApproval: 'warning',
  active: 'primary',
  finished: 'success',
  cancelled: 'dark',
};

/** Yellow and light blue carry dark text; the others white (both keep 4.5:1 in either scheme). */
const textOf = (colour: string) => (colour === 'warning' || colour === 'info' ? 'dark' : undefined);

/** A target's state in German. */
export function TargetStateBadge({ state }: { state: ActionTargetState }) {
  const colour = targetColour[state] ?? 'secondary';
  return (
    <Badge bg={colour} text={textOf(colour)}>
      {t.targetStates[state] ?? state}
    </Badge>
  );
}

/** A request's state in German. */
export function RequestStateBadge({ state }: { state: ActionRequestState }) {
  const colour = requestColour[state] ?? 'secondary';
  return (
    <Badge bg={colour} text={textOf(colour)}>
      {t.requestStates[state] ?? state}
    </Badge>
  );
}
