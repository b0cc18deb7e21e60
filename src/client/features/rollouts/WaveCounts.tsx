import type { RolloutCounts } from '../../api/rollouts';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

/** The states a wave's targets are counted in, in the order of the bar (done first, waiting last). */
export const countKeys = [
  'installed',
  'installing',
  'due',
  'waitingForWindow',
  'failed',
  'offline',
  'rolledBack',
] as const satisfies readonly (keyof RolloutCounts)[];

type CountKey = (typeof countKeys)[number];

/** Each state's colour class: the same in the bar and beside its count. */
const colour: Record<CountKey, string> = {
  installed: 'bg-success',
  installing: 'bg-info',
  due: 'bg-primary',
  waitingForWindow: 'bg-secondary',
  failed: 'bg-danger',
  offline: 'bg-warning',
  // The scheme's text colour: Bootstrap's dark would vanish on the dark scheme's card.
  rolledBack: 'rollout-rolled-back',
};

interface Props {
  counts: RolloutCounts;
  /** The wave's name, for the list's label. */
  wave: string;
}

/**
 * A wave's targets per state: a stacked bar for the eye (hidden from assistive technology, which
 * reads the list beside it) and each state's count with its share of the wave's targets.
 */
export function WaveCounts({ counts, wave }: Props) {
  const total = counts.targets;
  return (
    <div>
      <div className="rollout-bar mb-2" aria-hidden="true">
        {countKeys.map((key) =>
          counts[key] > 0 && total > 0 ? (
            <div
              key={key}
              className={`rollout-bar-part ${colour[key]}`}
              style={{ width: `${(counts[key] / total) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="rollout-counts list-unstyled mb-0" aria-label={t.countsLabel(wave)}>
        {countKeys.map((key) => (
          <li key={key} data-testid={`count-${key}`}>
            <span className={`rollout-swatch ${colour[key]}`} aria-hidden="true" />
            <span className="text-body-secondary">{t.storeState[key]}:</span>{' '}
            <span className="fw-semibold">{t.share(counts[key], total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
