import { Formik } from 'formik';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useBulkStoreCalendarMutation, type BulkStores } from '../../api/calendar';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { CancelButton } from '../CancelButton';
import { DayInput } from '../DayInput';
import { showToast } from '../../lib/toasts';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { bulkChangeOf, validateBulk, initialBulkValues, type BulkKind, type BulkValues } from './bulkValues';
import type { CalendarValues } from './calendarValues';
import type { FormikProps } from 'formik';
import { shownProblem } from './TimeField';
import { SpecialDaysFields } from './SpecialDaysFields';
import { WeeklyHoursFields } from './WeeklyHoursFields';
import './storeCalendar.css';

const t = storeCalendarTexts.storeCalendar.bulk;
const kinds: BulkKind[] = ['specialDay', 'removeSpecialDay', 'openingHours'];

interface Props {
  contextId: string;
  /** The stores the page's filter lets through, as the page knows them when the dialog opens. */
  stores: BulkStores;
  onClose(): void;
}

/**
 * 'Öffnungszeiten für gefilterte Filialen': one change (weekly hours, a special day, or removing
 * one) for every store the filter shows. The server's count of a dry run comes first; only the
 * change that was previewed can be applied.
 */
export function BulkCalendarDialog({ contextId, stores: chosen, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [preview, setPreview] = useState<{ change: string; stores: number }>();
  const [bulk, { isLoading }] = useBulkStoreCalendarMutation();

  const send = async (values: BulkValues, dryRun: boolean) => {
    const change = bulkChangeOf(values);
    try {
      const { stores } = await bulk({ storeCalendarBulk: { contextId, ...chosen, change, dryRun } }).unwrap();
      if (dryRun) setPreview({ change: JSON.stringify(change), stores });
      else {
        dispatch(showToast('success', t.done(stores)));
        onClose();
      }
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', errorMessage(error) ?? t.failed));
    }
  };

  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`} size="lg" backdrop="static">
      <Modal.Header closeButton closeLabel={messageTexts.dialog.close}>
        <Modal.Title id={`${id}-title`}>{t.title}</Modal.Title>
      </Modal.Header>
      <Formik
        initialValues={initialBulkValues()}
        validate={validateBulk}
        // 'Vorschau' submits: a change is counted only once it passed the checks.
        onSubmit={(values) => send(values, true)}
      >
        {(formik) => {
          const previewed = preview?.change === JSON.stringify(bulkChangeOf(formik.values));
          const removeError = shownProblem(formik, 'removeDate');
          return (
            <Form noValidate onSubmit={formik.handleSubmit}>
              <Modal.Body>
                <p className="mb-3">{chosen.storeUids ? t.filtered(chosen.storeUids.length) : t.reportFiltered}</p>
                <Form.Group controlId={`${id}-kind`} className="mb-3">
                  <Form.Label>{t.change}</Form.Label>
                  <Form.Select name="kind" value={formik.values.kind} onChange={formik.handleChange}>
                    {kinds.map((kind) => (
                      <option key={kind} value={kind}>
                        {t.kinds[kind]}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                {formik.values.kind === 'openingHours' && (
                  <WeeklyHoursFields formik={formik as unknown as FormikProps<CalendarValues>} id={id} />
                )}
                {formik.values.kind === 'specialDay' && (
                  <SpecialDaysFields formik={formik as unknown as FormikProps<CalendarValues>} id={id} single />
                )}
                {formik.values.kind === 'removeSpecialDay' && (
                  <Form.Group controlId={`${id}-removeDate`} className="mb-3">
                    <Form.Label>{t.removeDate}</Form.Label>
                    <DayInput
                      id={`${id}-removeDate`}
                      name="removeDate"
                      value={formik.values.removeDate}
                      isInvalid={removeError !== undefined}
                      aria-describedby={removeError ? `${id}-removeDate-error` : undefined}
                      onChange={(date) => void formik.setFieldValue('removeDate', date)}
                      onBlur={formik.handleBlur}
                    />
                    <Form.Control.Feedback type="invalid" id={`${id}-removeDate-error`}>
                      {removeError}
                    </Form.Control.Feedback>
                  </Form.Group>
                )}
                <div aria-live="polite">
                  {previewed && preview && (
                    <Alert variant="info" className="py-2 mb-0" data-testid="bulk-preview">
                      {t.affects(preview.stores)}
                    </Alert>
                  )}
                </div>
              </Modal.Body>
              <Modal.Footer>
                <CancelButton onClick={onClose}>{messageTexts.dialog.cancel}</CancelButton>
                <Button type="submit" variant="outline-primary" disabled={isLoading}>
                  {t.preview}
                </Button>
                <Button
                  variant="primary"
                  disabled={!previewed || isLoading || preview?.stores === 0}
                  title={previewed ? undefined : t.previewFirst}
                  onClick={() => void send(formik.values, false)}
                >
                  {t.apply}
                </Button>
              </Modal.Footer>
            </Form>
          );
        }}
      </Formik>
    </Modal>
  );
}
