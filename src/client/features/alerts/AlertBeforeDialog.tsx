import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../shared/dates';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { historyCompareTexts } from '../../../shared/texts/de/historyCompare';
import { useGetAlertBeforeQuery, type Alert as AlertRow, type AlertBefore } from '../../api/alerts';
import { errorMessage } from '../../api/replyHandling';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { rolloutHref, placeName } from './alertLinks';

const t = historyCompareTexts.alertBefore;

function Value({ value, marked = false }: { value: string | null; marked?: boolean }) {
  if (value !== null) return <>{value}</>;
  // Inside the mark in the mark's own colour: grey on its yellow would be hard to read.
  return <span className={marked ? 'fst-italic' : 'text-body-secondary fst-italic'}>{t.notReported}</span>;
}

/** The changes of the store's registers and store server, newest first: a table, cards on a phone. */
function Changes({ before }: { before: AlertBefore }) {
  if (before.changes.length === 0) return <p className="text-body-secondary">{t.noChanges}</p>;
  const c = t.columns;
  return (
    <>
      <CardTable size="sm" responsive={false} className="align-middle mb-2">
        <caption className="visually-hidden">{t.changes}</caption>
        <thead>
          <tr>
            {[c.at, c.target, c.key, c.old, c.new].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {before.changes.map((change, i) => (
            <tr key={i}>
              <CardCell label={c.at} className="text-nowrap">
                {formatDateTime(change.at)}
              </CardCell>
              <CardCell label={c.target}>{change.posId === null ? t.storeServer : t.register(change.posId)}</CardCell>
              <CardCell label={c.key} className="text-break">
                <code>{change.key}</code>
              </CardCell>
              <CardCell label={c.old} className="text-break">
                <Value value={change.old} />
              </CardCell>
              <CardCell label={c.new} className="text-break">
                <mark>
                  <Value value={change.new} marked />
                </mark>
              </CardCell>
            </tr>
          ))}
        </tbody>
      </CardTable>
      {before.truncated && <p className="small text-body-secondary">{t.truncated(before.changes.length)}</p>}
    </>
  );
}

/** The rollout waves that took the store (or rolled it back) in the window, each linked to its rollout. */
function Waves({ before, contextId }: { before: AlertBefore; contextId: string }) {
  if (before.waves.length === 0) return <p className="text-body-secondary mb-0">{t.noWaves}</p>;
  return (
    <ul className="mb-0">
      {before.waves.map((w, i) => {
        const text = (w.event === 'entered' ? t.waveEntered : t.waveRolledBack)(
          w.waveName,
          w.updateName,
          formatDateTime(w.at),
        );
        return (
          <li key={i}>
            <Link to={rolloutHref({ contextId, rolloutUid: w.rolloutUid })!}>{text}</Link>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Vorher geändert' of one alert: what changed at its store in the 24 hours before it opened. */
function AlertBeforeDialog({ alert, onHide }: { alert: AlertRow; onHide: () => void }) {
  const id = useId();
  const { data, error, isLoading } = useGetAlertBeforeQuery({ uid: alert.uid });
  const what = [alertTexts.alerts.kinds[alert.kind], placeName(alert)].filter(Boolean).join(' · ');
  return (
    <Modal show onHide={onHide} size="lg" aria-labelledby={`${id}-title`} fullscreen="sm-down">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t.title}
          <div className="small fw-normal text-body-secondary">{what}</div>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isLoading ? (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t.loading}</span>
          </Spinner>
        ) : error || !data ? (
          <Alert variant="danger" className="mb-0">
            {errorMessage(error) ?? t.failed}
          </Alert>
        ) : (
          <>
            <p className="small">{t.window(formatDateTime(data.from), formatDateTime(data.to))}</p>
            <h3 className="h6">{t.changes}</h3>
            <Changes before={data} />
            <h3 className="h6 mt-3">{t.waves}</h3>
            <Waves before={data} contextId={alert.contextId} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The button that opens an alert's 'Vorher geändert'; only for an alert of a store. */
export function AlertBeforeButton({ alert, size }: { alert: AlertRow; size?: 'sm' }) {
  const [open, setOpen] = useState(false);
  if (!alert.storeUid) return null;
  return (
    <>
      <Button
        variant="link"
        size={size}
        className="p-0 alert-before-button"
        onClick={() => setOpen(true)}
        aria-label={t.openOf(placeName(alert))}
      >
        {t.open}
      </Button>
      {open && <AlertBeforeDialog alert={alert} onHide={() => setOpen(false)} />}
    </>
  );
}
