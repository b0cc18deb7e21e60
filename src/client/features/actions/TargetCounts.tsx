import type { ActionSummary, ActionTargetState } from '../../api/actions';
import { TargetStateBadge } from '../../components/actions/ActionStateBadge';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';

const t = actionPageTexts.actionsPage;
const ended: readonly ActionTargetState[] = ['succeeded', 'failed', 'expired', 'cancelled'];

/** How many targets ended, of all, and a badge with the count of each state that has any. */
export function TargetCounts({ counts, total }: Pick<ActionSummary, 'counts' | 'total'>) {
  const entries = Object.entries(counts).filter(([, n]) => (n ?? 0) > 0) as [ActionTargetState, number][];
  const done = entries.filter(([state]) => ended.includes(state)).reduce((sum, [, n]) => sum + n, 0);
  return (
    <span className="d-flex flex-wrap align-items-center gap-1 small">
      <span>{t.countsOf(done, total)}</span>
      {entries.map(([state, n]) => (
        <span key={state} className="text-nowrap">
          <TargetStateBadge state={state} /> {n.toLocaleString('de-DE')}
        </span>
      ))}
    </span>
  );
}
