import Badge from 'react-bootstrap/Badge';
import type { RolloutState, WaveState } from '../../api/rollouts';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

// One colour per state, the same on the page 'Rollouts', in the update dialog and on the start page:
// what waits for a person is yellow, what stopped red, what ended well green.
const rolloutColour: Record<RolloutState, string> = {
  draft: 'secondary',
  running: 'primary',
  waitingForApproval: 'warning',
  paused: 'danger',
  finished: 'success',
  cancelled: 'dark',
};

const waveColour: Record<WaveState, string> = {
  pending: 'secondary',
  running: 'primary',
  soaking: 'info',
  waitingForApproval: 'warning',
  paused: 'danger',
  done: 'success',
  cancelled: 'dark',
};

/** Yellow and light blue carry dark text; the others white (both keep 4.5:1 in either scheme). */
const textOf = (colour: string) => (colour === 'warning' || colour === 'info' ? 'dark' : undefined);

/** A rollout's state in German. */
export function RolloutStateBadge({ state }: { state: RolloutState }) {
  const colour = rolloutColour[state];
  return (
    <Badge bg={colour} text={textOf(colour)}>
      {t.state[state]}
    </Badge>
  );
}

/** A wave's state in German. */
export function WaveStateBadge({ state }: { state: WaveState }) {
  const colour = waveColour[state];
  return (
    <Badge bg={colour} text={textOf(colour)}>
      {t.waveState[state]}
    </Badge>
  );
}
