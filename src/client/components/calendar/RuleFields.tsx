import type { FormikProps } from 'formik';
import Form from 'react-bootstrap/Form';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import type { CalendarValues } from './calendarValues';
import { shownProblem, TimeField } from './TimeField';

const t = storeCalendarTexts.storeCalendar.rule;

function MinutesField({
  formik,
  id,
  field,
}: {
  formik: FormikProps<CalendarValues>;
  id: string;
  field: 'minutesAfterClosing' | 'minutesBeforeOpening';
}) {
  const name = `rule.${field}`;
  const error = shownProblem(formik, name);
  const controlId = `${id}-rule-${field}`;
  return (
    <Form.Group controlId={controlId} className="col-sm-6 col-md-4">
      <Form.Label>{t[field]}</Form.Label>
      <Form.Control
        name={name}
        inputMode="numeric"
        autoComplete="off"
        value={formik.values.rule[field]}
        isInvalid={error !== undefined}
        aria-describedby={error ? `${controlId}-error` : undefined}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <Form.Control.Feedback type="invalid" id={`${controlId}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

interface Props {
  formik: FormikProps<CalendarValues>;
  id: string;
  /** A store may take its context's rule; the context's own rule has no such choice. */
  isStore: boolean;
  /** The context's rule in words, shown while a store takes it. */
  contextRule?: string;
}

/** The update window rule: on/off, the distance to closing and opening, the day close, a fixed range. */
export function RuleFields({ formik, id, isStore, contextRule }: Props) {
  const rule = formik.values.rule;
  const set = (field: keyof CalendarValues['rule'], value: boolean) =>
    void formik.setFieldValue(`rule.${field}`, value);
  const editable = !isStore || !rule.inherit;
  return (
    <fieldset className="mb-3">
      <legend className="h6">{isStore ? t.storeTitle : t.title}</legend>
      {isStore && (
        <div className="mb-2">
          <Form.Check
            inline
            type="radio"
            id={`${id}-rule-inherit`}
            name="rule.inherit"
            label={t.inherit}
            checked={rule.inherit}
            onChange={() => set('inherit', true)}
          />
          <Form.Check
            inline
            type="radio"
            id={`${id}-rule-own`}
            name="rule.inherit"
            label={t.own}
            checked={!rule.inherit}
            onChange={() => set('inherit', false)}
          />
          {rule.inherit && contextRule && <p className="small text-body-secondary mb-0">{contextRule}</p>}
        </div>
      )}
      {editable && (
        <div className="row g-2">
          <Form.Check
            type="switch"
            className="col-12"
            id={`${id}-rule-enabled`}
            label={t.enabled}
            checked={rule.enabled}
            onChange={(e) => set('enabled', e.target.checked)}
          />
          <MinutesField formik={formik} id={id} field="minutesAfterClosing" />
          <MinutesField formik={formik} id={id} field="minutesBeforeOpening" />
          <Form.Check
            className="col-12"
            id={`${id}-rule-afterDayClose`}
            label={t.afterDayClose}
            checked={rule.afterDayClose}
            onChange={(e) => set('afterDayClose', e.target.checked)}
            aria-describedby={rule.afterDayClose ? `${id}-rule-afterDayClose-hint` : undefined}
          />
          {/* The day close comes from the store server's tabsok: a store without one never opens a window. */}
          {rule.afterDayClose && (
            <Form.Text id={`${id}-rule-afterDayClose-hint`} className="col-12 mt-0">
              {t.afterDayCloseHint}
            </Form.Text>
          )}
          <Form.Check
            className="col-12"
            id={`${id}-rule-useFixedRange`}
            label={t.useFixedRange}
            checked={rule.useFixedRange}
            onChange={(e) => set('useFixedRange', e.target.checked)}
          />
          {rule.useFixedRange && (
            <div className="col-12 calendar-range">
              <TimeField formik={formik} id={id} name="rule.fixedFrom" label={t.fixedFrom} />
              <span aria-hidden="true">–</span>
              <TimeField formik={formik} id={id} name="rule.fixedTo" label={t.fixedTo} />
            </div>
          )}
        </div>
      )}
      {shownProblem(formik, 'rule.enabled') && (
        <p className="text-danger small">{shownProblem(formik, 'rule.enabled')}</p>
      )}
    </fieldset>
  );
}
