import { Link } from 'react-router-dom';
import type { Syncfile } from '../../api/cashpoints';
import { useContextId } from '../../components/ContextPicker';
import { pathWithQuery, paths } from '../../config/paths';
import { rolloutStartTexts } from '../../../shared/texts/de/rolloutStart';

const t = rolloutStartTexts.rolloutStart.inList;

/**
 * An update's rollout in the update list, under its status: 'Aktiv' alone would not say that only
 * some stores have it. Its wave and state ('Welle 2/3 angehalten') and the installs so far, linked to
 * the progress view on the page 'Rollouts'.
 */
export function RolloutCell({ syncfile }: { syncfile: Pick<Syncfile, 'filename' | 'rollout'> }) {
  const contextId = useContextId();
  const { rollout } = syncfile;
  if (!rollout || !contextId) return null;
  // Before its first wave (a draft, or waiting for wave 1's approval) it has reached no store yet.
  const started = rollout.state !== 'draft' && rollout.wave > 0;
  return (
    <div className="small mt-1" data-testid="update-rollout">
      <Link
        to={pathWithQuery(paths.rollouts, { contextId, uid: rollout.uid })}
        aria-label={`${t.linkLabel(syncfile.filename)}: ${t.state(rollout.state, rollout.wave, rollout.waves)}`}
      >
        {t.state(rollout.state, rollout.wave, rollout.waves)}
      </Link>
      {started && <div className="text-body-secondary">{t.installed(rollout.installed, rollout.targets)}</div>}
    </div>
  );
}
