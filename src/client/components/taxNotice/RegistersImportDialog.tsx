import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { CalendarImportErrors } from '../../api/calendar';
import { useImportFiscalRegistersMutation } from '../../api/fiscal/masterData';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { CancelButton } from '../CancelButton';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';

const t = taxNoticeTexts.taxNotice.masterData.importDialog;

type Outcome =
  | { kind: 'checked'; registers: number }
  | { kind: 'refused'; message: string; lines: CalendarImportErrors['lines']; more?: string };

function refusalOf(error: unknown): Outcome {
  const data = (error as { data?: Partial<CalendarImportErrors> }).data;
  return {
    kind: 'refused',
    message: errorMessage(error) ?? t.failed,
    lines: Array.isArray(data?.lines) ? data.lines : [],
    more: typeof data?.more?.message === 'string' ? data.more.message : undefined,
  };
}

/**
 * The registers' CSV back, as the store calendar's import: checked whole first (a dry run), counted
 * or refused with every bad line by its number and field; only a checked file can be imported.
 */
export function RegistersImportDialog({ contextId, onClose }: { contextId: string; onClose(): void }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [importCsv, { isLoading }] = useImportFiscalRegistersMutation();

  const send = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const { registers } = await importCsv({
        body: { contextId, dryRun: dryRun ? 'true' : 'false', file },
      }).unwrap();
      if (dryRun) setOutcome({ kind: 'checked', registers });
      else {
        dispatch(showToast('success', t.imported(registers)));
        onClose();
      }
    } catch (error) {
      if (!isHandledError(error)) setOutcome(refusalOf(error));
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
                {t.checked(outcome.registers)}
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
          <Button type="submit" variant="outline-primary" disabled={!file || isLoading}>
            {t.check}
          </Button>
          <Button
            variant="primary"
            disabled={outcome?.kind !== 'checked' || outcome.registers === 0 || isLoading}
            onClick={() => void send(false)}
          >
            {t.importNow}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
