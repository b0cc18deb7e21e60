import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import {
  useGetRolloutPreflightQuery,
  useStartRolloutMutation,
  type RolloutDetail,
  type RolloutPreflight,
  type RolloutPreflightWave,
} from '../../api/rollouts';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../lib/toasts';
import { formatDateTime } from '../../../shared/dates';
import { messageTexts } from '../../../shared/texts/de/messages';
import { rolloutStartTexts } from '../../../shared/texts/de/rolloutStart';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';
import { toastRefusal } from './failure';
import { startDone, startQuestion } from './startTexts';

const t = rolloutStartTexts.rolloutStart.preflight;
const r = rolloutTexts.rollouts;

type Rollout = Pick<RolloutDetail, 'uid' | 'contextId' | 'updateFilename' | 'updateKind' | 'waves'>;

interface Props {
  rollout: Rollout;
  onHide(): void;
  /** After the server started it (the toast is shown already). */
  onStarted?(): void;
}

const percent = (value: number) => `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

/** How a wave starts: with 'Starten' (wave 1), by itself, or after a second person's approval. */
const startOf = (wave: RolloutPreflightWave) =>
  wave.approvalNeeded ? t.approvalNeeded : wave.number === 1 ? t.startsWithStart : t.startsByItself;

function WaveRows({ preflight, kind }: { preflight: RolloutPreflight; kind: Rollout['updateKind'] }) {
  return (
    <Table size="sm" className="align-middle mb-3">
      <caption className="visually-hidden">{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.wave}</th>
          <th scope="col" className="text-end">
            {t.stores}
          </th>
          <th scope="col" className="text-end">
            {kind === 'cashpoint' ? t.cashpoints : t.storeServers}
          </th>
          <th scope="col" className="text-end">
            {t.offline}
          </th>
          <th scope="col">{t.approval}</th>
          <th scope="col">{t.unmeasurable}</th>
        </tr>
      </thead>
      <tbody>
        {preflight.waves.map((wave) => (
          <tr key={wave.number} data-testid={`preflight-wave-${wave.number}`}>
            <th scope="row" className="fw-normal">
              {r.waveTitle(wave.number, wave.name)}
            </th>
            <td className="text-end">{wave.stores}</td>
            <td className="text-end">{wave.targets}</td>
            <td className="text-end">{percent(wave.offlineShare)}</td>
            <td className={wave.approvalNeeded ? 'text-warning-emphasis fw-semibold' : undefined}>{startOf(wave)}</td>
            <td>
              {wave.unmeasurable.length === 0
                ? t.none
                : wave.unmeasurable.map((u) => (
                    <div key={u.gate}>{t.unmeasurableGate(r.gate[u.gate], u.stores, wave.stores)}</div>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/**
 * 'Starten' with its pre-flight: what each wave will reach from the plan as it is now, how much of it
 * is offline, which waves wait for a person, which gates cannot be measured, and when the first
 * install can begin. An update released only later starts only with 'Jetzt freigeben' (the server
 * refuses it otherwise and audits the release).
 */
export function PreflightDialog({ rollout, onHide, onStarted }: Props) {
  const titleId = useId();
  const releaseId = useId();
  const dispatch = useAppDispatch();
  const { currentData: preflight, isError } = useGetRolloutPreflightQuery({
    uid: rollout.uid,
    contextId: rollout.contextId,
  });
  const [start, { isLoading }] = useStartRolloutMutation();
  const [releaseNow, setReleaseNow] = useState(false);
  const blocked = preflight?.releaseInFuture === true && !releaseNow;

  const run = async () => {
    try {
      const rolloutStart = { contextId: rollout.contextId, ...(releaseNow ? { releaseNow: true } : {}) };
      await start({ uid: rollout.uid, rolloutStart }).unwrap();
      dispatch(showToast('success', startDone(rollout)));
      onStarted?.();
      onHide();
    } catch (error) {
      toastRefusal(dispatch, error);
    }
  };

  return (
    <Modal show onHide={onHide} aria-labelledby={titleId} size="lg" centered>
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={titleId}>{r.startTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{startQuestion(rollout)}</p>
        {isError && <Alert variant="warning">{r.loadFailed}</Alert>}
        {!preflight && !isError && (
          <div className="d-flex align-items-center gap-2 text-body-secondary" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {t.loading}
          </div>
        )}
        {preflight && (
          <>
            <p className="mb-2">{t.intro}</p>
            <WaveRows preflight={preflight} kind={rollout.updateKind} />
            {preflight.waves[0]?.stores === 0 && <Alert variant="warning">{t.noStores}</Alert>}
            <dl className="row small mb-2">
              <dt className="col-sm-5">{t.releaseAt}</dt>
              <dd className="col-sm-7">{formatDateTime(preflight.releaseAt) || '–'}</dd>
              <dt className="col-sm-5">{t.earliestStart}</dt>
              <dd className="col-sm-7" data-testid="preflight-earliest">
                {formatDateTime(preflight.earliestStart) || t.earliestUnknown}
              </dd>
            </dl>
            {preflight.releaseInFuture && (
              <Alert variant="warning" className="mb-0">
                <p className="mb-2">{t.releaseFuture(formatDateTime(preflight.releaseAt))}</p>
                <Form.Check
                  id={releaseId}
                  type="checkbox"
                  label={t.releaseNow}
                  checked={releaseNow}
                  onChange={(e) => setReleaseNow(e.target.checked)}
                />
                {blocked && <p className="small mb-0 mt-2">{t.releaseNowNeeded}</p>}
              </Alert>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {messageTexts.dialog.cancel}
        </Button>
        <Button onClick={() => void run()} disabled={!preflight || blocked || isLoading}>
          {r.start}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
