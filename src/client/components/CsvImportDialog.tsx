import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { CalendarImportErrors } from '../api/calendar';
import { errorMessage, isHandledError } from '../api/replyHandling';
import { useAppDispatch } from '../app/hooks';
import { showToast } from '../lib/toasts';
import { messageTexts } from '../../shared/texts/de/messages';
import { CancelButton } from './CancelButton';

/** The words of one import: its title and file label, the counts' sentences, the refusal's. */
export interface CsvImportTexts {
  title: string;
  file: string;
  check: string;
  importNow: string;
  checked(count: number): string;
  imported(count: number): string;
  lineError(line: number, message: string): string;
  nothingWritten: string;
  failed: string;
}

type Outcome =
  | { kind: 'checked'; count: number }
  | { kind: 'refused'; message: string; lines: CalendarImportErrors['lines']; more?: string };

/**
 * The reply of a refused import: its message and the bad lines, when the server named them; of a
 * file with many, the first ones and the server's line for the rest ('… und 1.234 weitere Zeilen').
 */
function refusalOf(error: unknown, failed: string): Outcome {
  const data = (error as { data?: Partial<CalendarImportErrors> }).data;
  return {
    kind: 'refused',
    message: errorMessage(error) ?? failed,
    lines: Array.isArray(data?.lines) ? data.lines : [],
    more: typeof data?.more?.message === 'string' ? data.more.message : undefined,
  };
}

/**
 * A CSV import (the store calendar's, the Kassenmeldung's registers): the file is checked whole first
 * (a dry run) and either counted or refused with every bad line by its number; only a checked file can
 * be imported, and nothing is written while any line is bad. `send` makes the call and gives the count.
 */
export function CsvImportDialog({
  texts: t,
  send: call,
  sending,
  onClose,
}: {
  texts: CsvImportTexts;
  send(file: File, dryRun: boolean): Promise<number>;
  sending: boolean;
  onClose(): void;
}) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<Outcome>();

  const send = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const count = await call(file, dryRun);
      if (dryRun) setOutcome({ kind: 'checked', count });
      else {
        dispatch(showToast('success', t.imported(count)));
        onClose();
      }
    } catch (error) {
      if (!isHandledError(error)) setOutcome(refusalOf(error, t.failed));
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} size="lg" backdrop="static" scrollable>
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={`${id}-title`}>{t.title}</Modal.Title>
      </Modal.Header>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void send(true);
        }}
      >
        <Modal.Body>
          <Form.Group controlId={`${id}-file`} className="mb-3">
            <Form.Label>{t.file}</Form.Label>
            <Form.Control
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile((e.target as HTMLInputElement).files?.[0]);
                setOutcome(undefined);
              }}
            />
          </Form.Group>
          <div aria-live="polite">
            {outcome?.kind === 'checked' && (
              <Alert variant="success" className="py-2 mb-0">
                {t.checked(outcome.count)}
              </Alert>
            )}
            {outcome?.kind === 'refused' && (
              <Alert variant="danger" className="py-2 mb-0">
                <p className="mb-1">{outcome.message}</p>
                {outcome.lines.length > 0 && (
                  <ul className="mb-1" aria-label={outcome.message}>
                    {outcome.lines.map((line) => (
                      <li key={`${line.line}-${line.message}`}>{t.lineError(line.line, line.message)}</li>
                    ))}
                    {outcome.more && <li className="list-unstyled fst-italic">{outcome.more}</li>}
                  </ul>
                )}
                <p className="mb-0">{t.nothingWritten}</p>
              </Alert>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <CancelButton onClick={onClose}>{messageTexts.dialog.cancel}</CancelButton>
          <Button type="submit" variant="outline-primary" disabled={!file || sending}>
            {t.check}
          </Button>
          <Button
            variant="primary"
            disabled={outcome?.kind !== 'checked' || outcome.count === 0 || sending}
            onClick={() => void send(false)}
          >
            {t.importNow}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
