import type { FormikProps } from 'formik';
import Form from 'react-bootstrap/Form';
import { alertNotifyTexts } from '../../../shared/texts/de/alertNotify';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { alertKinds } from '../../../shared/alerts/alertKinds';
import { alertSeverities, type AlertSeverity } from '../../../shared/alerts/alertSeverity';
import { AlertField } from './AlertField';
import type { AlertSettingsValues } from './alertSettingsValues';

const t = alertNotifyTexts.alertNotify;

/**
 * The alert tab's section of issue 33: each kind's severity, per severity its reminder and
 * escalation, the escalation list, whether critical alerts pass quiet hours, and the mass outage's
 * summary.
 */
export function AlertNotifyFields({ formik, id }: { formik: FormikProps<AlertSettingsValues>; id: string }) {
  const { values, setFieldValue } = formik;
  const notify = values.notify;
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t.section}</legend>
      <div className="row g-2 mb-3">
        {alertKinds.map((kind) => (
          <Form.Group key={kind} controlId={`${id}-severity-${kind}`} className="col-sm-6">
            <Form.Label>{t.severityOf(alertTexts.alerts.kinds[kind]!)}</Form.Label>
            <Form.Select
              value={notify.severities[kind]}
              onChange={(e) => void setFieldValue(`notify.severities.${kind}`, e.target.value as AlertSeverity)}
            >
              {alertSeverities.map((s) => (
                <option key={s} value={s}>
                  {t.severities[s]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        ))}
      </div>
      {alertSeverities.map((s) => (
        <fieldset key={s} className="row g-2 mb-2">
          <legend className="form-label fs-6 mb-1">{t.remindersOf(t.severities[s]!)}</legend>
          <AlertField
            formik={formik}
            field={`notify.repeat.${s}`}
            id={id}
            label={t.repeatMinutes}
            inputMode="numeric"
            className="col-sm-6"
          />
          <AlertField
            formik={formik}
            field={`notify.escalate.${s}`}
            id={id}
            label={t.escalateAfterMinutes}
            inputMode="numeric"
            className="col-sm-6"
          />
        </fieldset>
      ))}
      <div className="row g-2 mb-2">
        <AlertField
          formik={formik}
          field="notify.escalationRecipients"
          id={id}
          label={t.escalationRecipients}
          rows={2}
          className="col-md-6"
        />
        <AlertField
          formik={formik}
          field="notify.escalationWebhookUrl"
          id={id}
          label={t.escalationWebhookUrl}
          type="url"
          className="col-md-6"
        />
      </div>
      <Form.Check
        type="switch"
        role="switch"
        id={`${id}-critical-quiet`}
        label={t.criticalInQuietHours}
        checked={notify.criticalInQuietHours}
        onChange={(e) => void setFieldValue('notify.criticalInQuietHours', e.target.checked)}
        className="mb-2"
      />
      <Form.Check
        type="switch"
        role="switch"
        id={`${id}-mass-outage`}
        label={t.massOutageEnabled}
        checked={notify.massOutageEnabled}
        onChange={(e) => void setFieldValue('notify.massOutageEnabled', e.target.checked)}
        className="mb-2"
      />
      <div className="row g-2">
        <AlertField
          formik={formik}
          field="notify.sharePercent"
          id={id}
          label={t.sharePercent}
          inputMode="numeric"
          className="col-sm-6"
          hint={t.massOutageHint}
        />
        <AlertField
          formik={formik}
          field="notify.minStores"
          id={id}
          label={t.minStores}
          inputMode="numeric"
          className="col-sm-6"
        />
      </div>
    </fieldset>
  );
}
