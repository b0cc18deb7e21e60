import type { RolloutCounts } from '../../api/rollouts';
import { texts } from '../../../shared/texts/de';

const t = texts.rollouts;

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

/** Each state's colour: the same in the bar and beside its count. */
const colour: Record<CountKey, string> = {
  installed: 'success',
  installing: 'info',
  due: 'primary',
  waitingForWindow: 'secondary',
  failed: 'danger',
  offline: 'warning',
  rolledBack: 'dark',
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
              className={`rollout-bar-part bg-${colour[key]}`}
              style={{ width: `${(counts[key] / total) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <ul className="rollout-counts list-unstyled mb-0" aria-label={t.countsLabel(wave)}>
        {countKeys.map((key) => (
          <li key={key} data-testid={`count-${key}`}>
            <span className={`rollout-swatch bg-${colour[key]}`} aria-hidden="true" />
            <span className="text-body-secondary">{t.storeState[key]}:</span>{' '}
            <span className="fw-semibold">{t.share(counts[key], total)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
