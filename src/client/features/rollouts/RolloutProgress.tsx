import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { useGetRolloutQuery, type RolloutDetail } from '../../api/rollouts';
import { selectSession, useAppSelector } from '../../app/hooks';
import { RolloutStateBadge } from '../../components/rollouts/RolloutStateBadge';
import { loadFailureText } from '../../components/rollouts/failure';
import { rolloutPollingMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { hasRights } from '../../../shared/rights';
import { frameTexts } from '../../../shared/texts/de/frame';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { RollbackDialog } from './RollbackDialog';
import { RolloutActions } from './RolloutActions';
import { RolloutStoresTable } from './RolloutStoresTable';
import { useRolloutCalls } from './useRolloutCalls';
import { WaveCard } from './WaveCard';

const t = rolloutTexts.rollouts;

type RollbackTarget = { wave: number; name: string } | { storeUids: string[] };

/** The progress view of one rollout, polled often while it is open: the job's steps show within seconds. */
export function RolloutProgress({ uid, contextId }: { uid: string; contextId: string }) {
  const { currentData, isError, error } = useGetRolloutQuery(
    { uid, contextId },
    { pollingInterval: usePolling(rolloutPollingMs) },
  );
  if (isError && !currentData) return <Alert variant="warning">{loadFailureText(error)}</Alert>;
  if (!currentData)
    return (
      <div className="d-flex justify-content-center py-5">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{frameTexts.app.loading}</span>
        </Spinner>
      </div>
    );
  return <Progress rollout={currentData} />;
}

function Progress({ rollout }: { rollout: RolloutDetail }) {
  const mayChange = hasRights(useAppSelector(selectSession)?.rights, ['UPDATES_CHANGE']);
  const calls = useRolloutCalls(rollout.uid, rollout.contextId);
  const [rollbackOf, setRollbackOf] = useState<RollbackTarget>();
  const steerable = mayChange && rollout.state !== 'draft';

  return (
    <div data-testid="rollout-progress">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 className="h4 mb-0">{t.progressTitle(rollout.updateFilename)}</h2>
        <RolloutStateBadge state={rollout.state} />
        <span className="small text-body-secondary">
          {t.kind[rollout.updateKind]} · {t.waveOf(rollout.currentWave, rollout.waveCount)} ·{' '}
          {t.by(rollout.authorName ?? rollout.author)}
        </span>
      </div>
      {rollout.state === 'paused' && rollout.pauseReason && (
        <Alert variant="danger" className="py-2" data-testid="pause-reason">
          {/* A gate's reason says itself that it paused automatically ('Welle 2 automatisch angehalten: …'). */}
          {rollout.pauseCause && rollout.pauseCause !== 'manual' ? (
            <strong>{rollout.pauseReason}</strong>
          ) : (
            <>
              <strong>{t.pausedTitle}:</strong> {rollout.pauseReason}
            </>
          )}
        </Alert>
      )}
      {rollout.state === 'waitingForApproval' && (
        <Alert variant="warning" className="py-2">
          {rollout.currentWave === 0 ? t.waitingFirstHint : t.waitingHint}
        </Alert>
      )}
      <div className="mb-3">
        <RolloutActions rollout={rollout} calls={calls} />
      </div>
      {rollout.waves.map((wave) => (
        <WaveCard
          key={wave.number}
          rollout={rollout}
          wave={wave}
          onRollback={steerable ? (w) => setRollbackOf({ wave: w.number, name: w.name }) : undefined}
        />
      ))}
      <RolloutStoresTable
        rollout={rollout}
        mayChange={mayChange}
        busy={calls.busy}
        onRollback={(storeUids) => setRollbackOf({ storeUids })}
        onInclude={calls.include}
      />
      {rollbackOf && (
        <RollbackDialog
          what={
            'wave' in rollbackOf
              ? t.rollbackWhatWave(rollbackOf.wave, rollbackOf.name)
              : t.rollbackWhatStores(rollbackOf.storeUids.length)
          }
          busy={calls.busy}
          onHide={() => setRollbackOf(undefined)}
          onConfirm={(immediately) => {
            const target = 'wave' in rollbackOf ? { wave: rollbackOf.wave } : { storeUids: rollbackOf.storeUids };
            void calls.rollback(target, immediately).then((ok) => ok && setRollbackOf(undefined));
          }}
        />
      )}
    </div>
  );
}
