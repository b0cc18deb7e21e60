import { getIn, type FormikProps } from 'formik';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { SpecialDay } from '../../api/calendar';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import { DayInput } from '../DayInput';
import { newSpecialDay, newSpecialRange, type CalendarValues } from './calendarValues';
import { specialDayKindName, specialDayKinds } from './calendarWords';
import { shownProblem, TimeField } from './TimeField';

const t = storeCalendarTexts.storeCalendar;

/** The ranges one special day may have (the contract's SpecialDay.hours maxItems). */
const maxSpecialDayRanges = 6;

/** A field of a special day with its label and message. */
function DayField(props: {
  formik: FormikProps<CalendarValues>;
  name: string;
  label: string;
  id: string;
  children(invalid: boolean, describedBy: string | undefined, controlId: string): React.ReactNode;
}) {
  const error = shownProblem(props.formik, props.name);
  const controlId = `${props.id}-${props.name.replaceAll('.', '-')}`;
  return (
    <Form.Group controlId={controlId} className="calendar-special-field">
      <Form.Label className="small mb-1">{props.label}</Form.Label>
      {props.children(error !== undefined, error ? `${controlId}-error` : undefined, controlId)}
      <Form.Control.Feedback type="invalid" id={`${controlId}-error`}>
        {error}
      </Form.Control.Feedback>
    </Form.Group>
  );
}

/** The special days of the store (or, in the context's tab, of all its stores): date, kind, hours, note. */
export function SpecialDaysFields({
  formik,
  id,
  single,
}: {
  formik: FormikProps<CalendarValues>;
  id: string;
  /** Exactly one day (the bulk change's): no adding or removing. */
  single?: boolean;
}) {
  const days = formik.values.specialDays;
  const set = (next: CalendarValues['specialDays']) => void formik.setFieldValue('specialDays', next);
  return (
    <fieldset className="mb-3">
      <legend className={single ? 'visually-hidden' : 'h6'}>{t.fields.specialDays}</legend>
      {days.length === 0 && <p className="text-body-secondary small">{t.noSpecialDays}</p>}
      {days.map((day, index) => {
        const base = `specialDays.${index}`;
        return (
          <div key={index} className="calendar-special" role="group" aria-label={t.specialDay.number(index + 1)}>
            <DayField formik={formik} id={id} name={`${base}.date`} label={t.specialDay.date}>
              {(invalid, describedBy, controlId) => (
                <DayInput
                  id={controlId}
                  size="sm"
                  name={`${base}.date`}
                  value={day.date}
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(date) => void formik.setFieldValue(`${base}.date`, date)}
                  onBlur={formik.handleBlur}
                />
              )}
            </DayField>
            <DayField formik={formik} id={id} name={`${base}.kind`} label={t.specialDay.kind}>
              {(invalid, describedBy) => (
                <Form.Select
                  size="sm"
                  name={`${base}.kind`}
                  value={day.kind}
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                  onChange={(e) => {
                    void formik.setFieldValue(`${base}.kind`, e.target.value as SpecialDay['kind']);
                    // A day of other hours starts with one range to fill in.
                    if (e.target.value === 'hours' && day.hours.length === 0)
                      void formik.setFieldValue(`${base}.hours`, [newSpecialRange()]);
                  }}
                >
                  {specialDayKinds.map((kind) => (
                    <option key={kind} value={kind}>
                      {specialDayKindName(kind)}
                    </option>
                  ))}
                </Form.Select>
              )}
            </DayField>
            <DayField formik={formik} id={id} name={`${base}.note`} label={t.specialDay.note}>
              {(invalid, describedBy) => (
                <Form.Control
                  size="sm"
                  name={`${base}.note`}
                  value={day.note}
                  autoComplete="off"
                  isInvalid={invalid}
                  aria-describedby={describedBy}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
              )}
            </DayField>
            {!single && (
              <Button
                size="sm"
                variant="outline-danger"
                className="align-self-end"
                onClick={() => set(days.filter((_, i) => i !== index))}
              >
                {t.specialDay.remove(day.date)}
              </Button>
            )}
            {formik.submitCount > 0 && typeof getIn(formik.errors, base) === 'string' && (
              <p className="calendar-special-problem text-danger small mb-0">{String(getIn(formik.errors, base))}</p>
            )}
            {day.kind === 'hours' && (
              <div className="calendar-special-hours" role="group" aria-label={t.specialDay.hours}>
                <span className="small">{t.specialDay.hours}</span>
                {day.hours.map((_, n) => (
                  <div key={n} className="calendar-range">
                    <TimeField
                      formik={formik}
                      id={id}
                      name={`${base}.hours.${n}.from`}
                      label={`${t.specialDay.number(index + 1)}, ${t.from}`}
                      rowProblem={
                        formik.submitCount > 0 && typeof getIn(formik.errors, `${base}.hours`) === 'string'
                          ? String(getIn(formik.errors, `${base}.hours`))
                          : undefined
                      }
                    />
                    <span aria-hidden="true">–</span>
                    <TimeField
                      formik={formik}
                      id={id}
                      name={`${base}.hours.${n}.to`}
                      label={`${t.specialDay.number(index + 1)}, ${t.to}`}
                    />
                    {day.hours.length > 1 && (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={t.specialDay.removeRange(index + 1, n + 1)}
                        title={t.specialDay.removeRange(index + 1, n + 1)}
                        onClick={() =>
                          void formik.setFieldValue(
                            `${base}.hours`,
                            day.hours.filter((_, i) => i !== n),
                          )
                        }
                      >
                        ×
                      </Button>
                    )}
                  </div>
                ))}
                {/* A day may have several ranges, as a weekday may (the contract allows six). */}
                {day.hours.length < maxSpecialDayRanges && (
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    aria-label={t.specialDay.addRange(index + 1)}
                    onClick={() => void formik.setFieldValue(`${base}.hours`, [...day.hours, newSpecialRange()])}
                  >
                    {t.addRangeShort}
                  </Button>
                )}
              </div>
            )}
          </div>
        );
      })}
      {!single && (
        <Button size="sm" variant="outline-secondary" onClick={() => set([...days, newSpecialDay()])}>
          {t.specialDay.add}
        </Button>
      )}
    </fieldset>
  );
}
