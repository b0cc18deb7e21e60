import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { historyCompareTexts } from '../../../shared/texts/de/historyCompare';
import { useGetCashpointTreeQuery, useLazyGetHistoryCompareQuery } from '../../api/cashpoints';
import { errorMessage } from '../../api/replyHandling';
import { CompareDiff } from './CompareDiff';

const t = historyCompareTexts.historyCompare;

interface Props {
  contextId: string;
  cashpointUid: string;
  storeId: string;
  posId: string;
  onHide: () => void;
}

/** A datetime-local input's value as an ISO time (the browser's time zone); undefined when empty (now). */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : undefined);

/**
 * 'Vergleichen' (issue 53): the register's reported values at a time (empty: now) against another
 * time of it or another register at the same time; the server rebuilds both and lists what differs.
 */
export function CompareDialog({ contextId, cashpointUid, storeId, posId, onHide }: Props) {
  const id = useId();
  const [mode, setMode] = useState<'time' | 'register'>('time');
  const [at, setAt] = useState('');
  const [otherAt, setOtherAt] = useState('');
  const [otherStore, setOtherStore] = useState(storeId);
  const [other, setOther] = useState('');
  const [missing, setMissing] = useState(false);
  const [compare, { data, error, isFetching }] = useLazyGetHistoryCompareQuery();
  const { data: tree } = useGetCashpointTreeQuery({ contextId }, { skip: mode !== 'register' });
  const registers = (tree?.stores.find((s) => s.id === otherStore.trim())?.cashpoints ?? []).filter(
    (c) => c.uid !== cashpointUid,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'register' && !other) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const left = { contextId, cashpointUid, at: isoOf(at) };
    // The right side's time: empty is now, sent as now so the server sees exactly one of the two.
    void compare(
      mode === 'time'
        ? { ...left, otherAt: isoOf(otherAt) ?? new Date().toISOString() }
        : { ...left, otherCashpointUid: other },
    );
  };

  return (
    <Modal show onHide={onHide} size="lg" aria-labelledby={`${id}-title`} fullscreen="sm-down">
      <Modal.Header closeButton closeLabel={t.close}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {t.title(t.registerOption(storeId, posId))}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form onSubmit={submit} noValidate className="mb-3">
          <Form.Group className="mb-3" controlId={`${id}-at`}>
            <Form.Label>{t.at}</Form.Label>
            <Form.Control
              type="datetime-local"
              value={at}
              onChange={(e) => setAt(e.target.value)}
              aria-describedby={`${id}-at-help`}
            />
            <Form.Text id={`${id}-at-help`}>{t.atHelp}</Form.Text>
          </Form.Group>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t.mode}</legend>
            <Form.Check
              type="radio"
              id={`${id}-time`}
              name={`${id}-mode`}
              label={t.modeTime}
              checked={mode === 'time'}
              onChange={() => setMode('time')}
            />
            <Form.Check
              type="radio"
              id={`${id}-register`}
              name={`${id}-mode`}
              label={t.modeRegister}
              checked={mode === 'register'}
              onChange={() => setMode('register')}
            />
          </fieldset>
          {mode === 'time' ? (
            <Form.Group className="mb-3" controlId={`${id}-other-at`}>
              <Form.Label>{t.otherAt}</Form.Label>
              <Form.Control
                type="datetime-local"
                value={otherAt}
                onChange={(e) => setOtherAt(e.target.value)}
                aria-describedby={`${id}-other-help`}
              />
              <Form.Text id={`${id}-other-help`}>{t.atHelp}</Form.Text>
            </Form.Group>
          ) : (
            <div className="d-flex flex-wrap gap-2 mb-3">
              <Form.Group controlId={`${id}-store`}>
                <Form.Label>{t.otherStore}</Form.Label>
                <Form.Control
                  value={otherStore}
                  inputMode="numeric"
                  onChange={(e) => {
                    setOtherStore(e.target.value);
                    setOther('');
                  }}
                />
              </Form.Group>
              <Form.Group controlId={`${id}-other`} className="flex-grow-1">
                <Form.Label>{t.otherRegister}</Form.Label>
                <Form.Select
                  value={other}
                  onChange={(e) => setOther(e.target.value)}
                  isInvalid={missing}
                  aria-invalid={missing}
                  aria-describedby={missing ? `${id}-missing` : undefined}
                >
                  <option value="">{t.chooseRegister}</option>
                  {registers.map((c) => (
                    <option key={c.uid} value={c.uid}>
                      {t.registerOption(c.storeId, c.posId)}
                    </option>
                  ))}
                </Form.Select>
                {missing && (
                  <Form.Control.Feedback type="invalid" id={`${id}-missing`}>
                    {t.needOther}
                  </Form.Control.Feedback>
                )}
              </Form.Group>
            </div>
          )}
          <Button type="submit" disabled={isFetching}>
            {t.compare}
          </Button>
        </Form>
        {isFetching ? (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t.loading}</span>
          </Spinner>
        ) : error ? (
          <Alert variant="danger" className="mb-0">
            {errorMessage(error) ?? t.failed}
          </Alert>
        ) : (
          data && <CompareDiff diff={data} />
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
