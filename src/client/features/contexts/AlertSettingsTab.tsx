import { Formik } from 'formik';
import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { isHandledError } from '../../api/replyHandling';
import { useGetAlertSettingsQuery, useSaveAlertSettingsMutation } from '../../api/alerts';
import { useAppDispatch } from '../../app/hooks';
import { CancelButton } from '../../components/CancelButton';
import { SubmitButton } from '../../components/SubmitButton';
import { showToast } from '../../lib/toasts';
import { alertIntegrationTexts } from '../../../shared/texts/de/alertIntegrations';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { frameTexts } from '../../../shared/texts/de/frame';
import { messageTexts } from '../../../shared/texts/de/messages';
import { WebhookFormatField } from './WebhookFormatField';
import { AlertField } from './AlertField';
import { AlertRulesFields } from './AlertRulesFields';
import { AlertNotifyFields } from './AlertNotifyFields';
import { alertSettingsSchema } from './alertSettingsSchema';
import { alertFormOf, alertValuesOf, type AlertSettingsValues } from './alertSettingsValues';

const t = alertTexts.alerts.settings;

/** The context dialog's tab 'Alarme': rules, quiet hours and where notifications go, saved on their own. */
export function AlertSettingsTab({ contextKey, onClose }: { contextKey: string; onClose(): void }) {
  const id = useId();
  const dispatch = useAppDispatch();
  const { data } = useGetAlertSettingsQuery({ contextId: contextKey }, { refetchOnMountOrArgChange: true });
  const [save, { isLoading }] = useSaveAlertSettingsMutation();

  // A failure leaves the input in the form, so nothing is lost.
  const submit = async (values: AlertSettingsValues) => {
    try {
      await save({ alertSettingsForm: alertFormOf(values, contextKey) }).unwrap();
      dispatch(showToast('success', t.saved));
      onClose();
    } catch (error) {
      if (!isHandledError(error)) dispatch(showToast('danger', t.saveFailed));
    }
  };

  if (!data)
    return (
      <Modal.Body className="d-flex justify-content-center py-5">
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{frameTexts.app.loading}</span>
        </Spinner>
      </Modal.Body>
    );
  return (
    <Formik
      initialValues={alertValuesOf(data)}
      validationSchema={alertSettingsSchema(data.hasWebhookSecret)}
      onSubmit={submit}
    >
      {(formik) => (
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Body>
            {formik.submitCount > 0 && !formik.isValid && (
              <Alert variant="danger" className="py-2">
                {messageTexts.errors.checkInput}
              </Alert>
            )}
            <AlertRulesFields formik={formik} id={id} />
            <div className="row g-3">
              <AlertField formik={formik} field="recipients" id={id} label={t.recipients} rows={3} className="col-12" />
              <AlertField
                formik={formik}
                field="webhookUrl"
                id={id}
                label={t.webhookUrl}
                type="url"
                className="col-md-6"
                hint={data.webhookUrlMasked ? alertIntegrationTexts.alertIntegrations.maskedHint : undefined}
              />
              <WebhookFormatField formik={formik} id={id} className="col-md-6" />
              <AlertField
                formik={formik}
                field="webhookSecret"
                id={id}
                label={t.webhookSecret}
                type="password"
                className="col-md-6"
                hint={`${t.secretHint} ${data.hasWebhookSecret ? t.secretSet : t.secretNotSet}`}
              />
            </div>
            <hr />
            <AlertNotifyFields formik={formik} id={id} />
          </Modal.Body>
          <Modal.Footer>
            <CancelButton onClick={onClose}>{messageTexts.dialog.cancel}</CancelButton>
            <SubmitButton disabled={isLoading}>{t.save}</SubmitButton>
          </Modal.Footer>
        </Form>
      )}
    </Formik>
  );
}
