import { format } from 'date-fns';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import * as yup from 'yup';
import { useMarkTaxNoticeReportedMutation } from '../../../api/fiscal/taxNoticeReport';
import { errorMessage, isHandledError } from '../../../api/replyHandling';
import { useAppDispatch } from '../../../app/hooks';
import { DayInput } from '../../../components/DayInput';
import { FormDialog } from '../../../components/FormDialog';
import { showToast } from '../../../lib/toasts';
import { taxNoticeTexts } from '../../../../shared/texts/de/taxNotice';

const t = taxNoticeTexts.taxNotice.report;
const problems = t.problems;

interface Values {
  reportedOn: string;
  transferTicket: string;
}

/** Today as 'YYYY-MM-DD' in the browser's zone; the server checks the day again (Berlin). */
const today = () => format(new Date(), 'yyyy-MM-dd');

export const markReportedSchema = yup.object({
  reportedOn: yup
    .string()
    .required(problems.reportedOnFormat)
    .test('not-future', problems.reportedOnFuture, (value) => !value || value <= today()),
  transferTicket: yup
    .string()
    .trim()
    .required(problems.ticketEmpty)
    .matches(/^[A-Za-z0-9][A-Za-z0-9-]{5,63}$/, problems.ticketFormat),
});

interface Props {
  storeUid: string;
  contextId: string;
  onClose(): void;
}

/**
 * 'Als gemeldet markieren': the day the report went to Mein ELSTER (today by default, not later) and
 * the transfer ticket it showed. The server's German refusal (what is missing, 409) shows in the dialog.
 */
export function MarkReportedDialog({ storeUid, contextId, onClose }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const [mark, { isLoading }] = useMarkTaxNoticeReportedMutation();
  const [refused, setRefused] = useState<string>();

  const submit = async (values: Values) => {
    setRefused(undefined);
    try {
      await mark({
        storeUid,
        taxNoticeReportedForm: {
          contextId,
          reportedOn: values.reportedOn,
          transferTicket: values.transferTicket.trim(),
        },
      }).unwrap();
      dispatch(showToast('success', t.marked));
      onClose();
    } catch (error) {
      if (isHandledError(error)) onClose();
      else setRefused(errorMessage(error) ?? t.markFailed);
    }
  };

  return (
    <FormDialog<Values>
      title={t.markTitle}
      initialValues={{ reportedOn: today(), transferTicket: '' }}
      validationSchema={markReportedSchema}
      onSubmit={submit}
      onClose={onClose}
      saving={isLoading}
    >
      {(formik) => {
        const shown = (field: keyof Values) =>
          formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined;
        const dayError = shown('reportedOn');
        const ticketError = shown('transferTicket');
        return (
          <>
            {refused && (
              <Alert variant="danger" className="py-2">
                {refused}
              </Alert>
            )}
            <Form.Group controlId={`${id}-day`} className="mb-3">
              <Form.Label>{t.reportedOn}</Form.Label>
              <DayInput
                id={`${id}-day`}
                name="reportedOn"
                value={formik.values.reportedOn}
                isInvalid={dayError !== undefined}
                aria-describedby={dayError ? `${id}-day-error` : undefined}
                onChange={(day) => void formik.setFieldValue('reportedOn', day)}
                onBlur={formik.handleBlur}
              />
              <Form.Control.Feedback type="invalid" id={`${id}-day-error`} className={dayError ? 'd-block' : undefined}>
                {dayError}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId={`${id}-ticket`}>
              <Form.Label>{t.transferTicket}</Form.Label>
              <Form.Control
                name="transferTicket"
                autoComplete="off"
                value={formik.values.transferTicket}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                isInvalid={ticketError !== undefined}
                aria-describedby={`${id}-ticket-help`}
              />
              <Form.Text id={`${id}-ticket-help`}>{t.transferTicketHelp}</Form.Text>
              <Form.Control.Feedback type="invalid">{ticketError}</Form.Control.Feedback>
            </Form.Group>
          </>
        );
      }}
    </FormDialog>
  );
}
