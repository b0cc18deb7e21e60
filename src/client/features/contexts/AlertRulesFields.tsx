import type { FormikProps } from 'formik';
import Form from 'react-bootstrap/Form';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { AlertField } from './AlertField';
import { alertKinds, type AlertKind } from '../../../shared/alerts/alertKinds';
import { thresholdOf } from '../../../shared/alerts/alertThresholds';
import { weekDays, type AlertSettingsValues } from './alertSettingsValues';

const t = alertTexts.alerts.settings;

/** The field of a kind's threshold (its minutes, its time of day) as its catalogue entry describes it. */
function ThresholdField({
  formik,
  id,
  kind,
}: {
  formik: FormikProps<AlertSettingsValues>;
  id: string;
  kind: AlertKind;
}) {
  const threshold = thresholdOf(kind);
  if (!threshold) return null;
  return (
    <AlertField
      formik={formik}
      field={`thresholds.${kind}`}
      id={id}
      label={threshold.label}
      inputMode={threshold.spec.inputMode}
      className="col-sm-4"
    />
  );
}

/** The alert tab's rules (a switch per kind of the catalogue, with its threshold) and its quiet hours. */
export function AlertRulesFields({ formik, id }: { formik: FormikProps<AlertSettingsValues>; id: string }) {
  const { values, setFieldValue } = formik;
  const toggleDay = (day: number, on: boolean) =>
    void setFieldValue('days', on ? [...values.days, day] : values.days.filter((d) => d !== day));
  return (
    <>
      <fieldset className="mb-3">
        <legend className="h6">{t.rules}</legend>
        {alertKinds.map((kind) => (
          <div key={kind} className="row g-2 align-items-end mb-2">
            <Form.Check
              type="switch"
              role="switch"
              id={`${id}-rule-${kind}`}
              className="col-sm-5"
              label={alertTexts.alerts.kinds[kind]}
              checked={values.enabled[kind]}
              onChange={(e) => void setFieldValue(`enabled.${kind}`, e.target.checked)}
            />
            <ThresholdField formik={formik} id={id} kind={kind} />
          </div>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">{t.quietHours}</legend>
        <Form.Check
          type="switch"
          role="switch"
          id={`${id}-quiet`}
          label={t.quietEnabled}
          checked={values.quietEnabled}
          onChange={(e) => void setFieldValue('quietEnabled', e.target.checked)}
          className="mb-2"
        />
        <div className="row g-2 mb-2">
          <AlertField formik={formik} field="from" id={id} label={t.from} className="col-sm-3" />
          <AlertField formik={formik} field="to" id={id} label={t.to} className="col-sm-3" />
          <AlertField formik={formik} field="timeZone" id={id} label={t.timeZone} className="col-sm-6" />
        </div>
        <fieldset>
          <legend className="form-label fs-6 mb-1">{t.days}</legend>
          {weekDays.map((day) => (
            <Form.Check
              key={day}
              inline
              type="checkbox"
              id={`${id}-day-${day}`}
              label={alertTexts.alertCommon.weekdays[day]}
              checked={values.days.includes(day)}
              onChange={(e) => toggleDay(day, e.target.checked)}
            />
          ))}
        </fieldset>
      </fieldset>
    </>
  );
}
