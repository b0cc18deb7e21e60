import Button from 'react-bootstrap/Button';
import { useGetRolloutQuery } from '../../api/rollouts';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

interface Props {
  contextId: string;
  rollout: string;
  wave: number | undefined;
  onRemove(): void;
}

/**
 * The line above a report limited to a rollout's wave ('in Welle 2 des Rollouts …'), so the
 * operator sees why rows are missing, with a button that lifts the limit.
 */
export function RolloutScope({ contextId, rollout, wave, onRemove }: Props) {
  const { currentData } = useGetRolloutQuery({ uid: rollout, contextId });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="rollout-scope">
      <span className="badge rounded-pill text-bg-info fs-6 fw-normal d-inline-flex align-items-center gap-2">
        {t.scope(wave, currentData?.updateFilename ?? '…')}
        <Button
          size="sm"
          variant="link"
          className="p-0 lh-1 text-reset text-decoration-none"
          aria-label={t.scopeRemove}
          title={t.scopeRemove}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </Button>
      </span>
    </div>
  );
}
