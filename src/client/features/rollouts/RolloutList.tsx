import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import type { RolloutSummary } from '../../api/rollouts';
import { RolloutStateBadge } from '../../components/rollouts/RolloutStateBadge';
import { pathWithQuery, paths } from '../../config/paths';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

interface Props {
  rollouts: readonly RolloutSummary[];
  selected: string | null;
}

/** The context's rollouts, newest first; each is a link that selects it (the URL's `uid`). */
export function RolloutList({ rollouts, selected }: Props) {
  if (rollouts.length === 0) return <p className="text-body-secondary">{t.none}</p>;
  return (
    <nav aria-label={t.listLabel}>
      <ListGroup as="ul" className="rollout-list">
        {rollouts.map((r) => (
          <ListGroup.Item as="li" key={r.uid} active={r.uid === selected} className="p-0">
            <Link
              to={pathWithQuery(paths.rollouts, { contextId: r.contextId, uid: r.uid })}
              className="d-block px-3 py-2 text-reset text-decoration-none"
              aria-current={r.uid === selected ? 'page' : undefined}
            >
              <span className="d-block fw-semibold text-break">{r.updateFilename}</span>
              <span className="d-flex flex-wrap align-items-center gap-2 small">
                <RolloutStateBadge state={r.state} />
                <span>
                  {t.kind[r.updateKind]} · {t.waveOf(r.currentWave, r.waveCount)}
                  {r.waveName ? ` („${r.waveName}“)` : ''}
                </span>
              </span>
            </Link>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </nav>
  );
}
