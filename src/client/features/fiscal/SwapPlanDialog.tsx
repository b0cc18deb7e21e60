import { format } from 'date-fns';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import * as yup from 'yup';
import { usePlanTseSwapMutation, type TseRow } from '../../api/fiscal';
import { errorMessage, isHandledError } from '../../api/replyHandling';
import { useAppDispatch } from '../../app/hooks';
import { DayInput } from '../../components/DayInput';
import { FormDialog } from '../../components/FormDialog';
import { showToast } from '../../lib/toasts';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';

const t = fiscalPageTexts.fiscalPage.plan;
const noteMax = 500;

interface Values {
  date: string;
  note: string;
}

/** Today as 'YYYY-MM-DD' in the browser's zone; the server checks the day again (UTC). */
const today = () => format(new Date(), 'yyyy-MM-dd');

export const swapPlanSchema = yup.object({
  date: yup
    .string()
    .required(t.dateRequired)
    .test('not-past', t.dateInPast, (value) => !value || value >= today()),
  note: yup.string().max(noteMax, t.noteTooLong(noteMax)),
});

interface Props {
  tse: TseRow;
  onClose(): void;
}

/**
 * 'Austausch planen': the day (not in the past) and a note; a plan already there is the start and is
 * replaced. The server's German message of a refused plan shows in the dialog.
 */
export function SwapPlanDialog({ tse, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [plan, { isLoading }] = usePlanTseSwapMutation();
  const [refused, setRefused] = useState<string>();
  const initialValues: Values = { date: tse.plannedSwap?.date ?? '', note: tse.plannedSwap?.note ?? '' };

  const submit = async (values: Values) => {
    setRefused(undefined);
    try {
      await plan({
        serial: tse.serial,
        tseSwapPlanForm: { contextId: tse.contextId, date: values.date, note: values.note.trim() },
      }).unwrap();
      dispatch(showToast('success', t.saved));
      onClose();
    } catch (error) {
      if (isHandledError(error)) onClose();
      else setRefused(errorMessage(error) ?? t.failed);
    }
  };

  return (
    <FormDialog<Values>
      title={t.title(tse.serial)}
      initialValues={initialValues}
      validationSchema={swapPlanSchema}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
    >
      {(formik) => {
        const dateError = formik.touched.date || formik.submitCount > 0 ? formik.errors.date : undefined;
        return (
          <>
            {refused && (
              <Alert variant="danger" className="py-2">
                {refused}
              </Alert>
            )}
            <Form.Group controlId={`${id}-date`} className="mb-3">
              <Form.Label>{t.date}</Form.Label>
              <DayInput
                id={`${id}-date`}
                name="date"
                value={formik.values.date}
                isInvalid={dateError !== undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
                onChange={(day) => void formik.setFieldValue('date', day)}
                onBlur={formik.handleBlur}
              />
              <Form.Control.Feedback
                type="invalid"
                id={`${id}-date-error`}
                className={dateError ? 'd-block' : undefined}
              >
                {dateError}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId={`${id}-note`}>
              <Form.Label>{t.note}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                name="note"
                value={formik.values.note}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                isInvalid={formik.errors.note !== undefined}
                aria-describedby={`${id}-note-help`}
              />
              <Form.Text id={`${id}-note-help`}>{t.noteHelp}</Form.Text>
              <Form.Control.Feedback type="invalid">{formik.errors.note}</Form.Control.Feedback>
            </Form.Group>
          </>
        );
      }}
    </FormDialog>
  );
}
