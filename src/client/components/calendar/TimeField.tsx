import { getIn, type FormikProps } from 'formik';
import Form from 'react-bootstrap/Form';

/** The message a field of the form shows: once it was left or the form was sent. */
export function shownProblem<V>(formik: FormikProps<V>, path: string): string | undefined {
  const error: unknown = getIn(formik.errors, path);
  if (error === undefined || (!getIn(formik.touched, path) && formik.submitCount === 0)) return undefined;
  // A problem of a whole range (an overlap) has no field of its own: it shows at the range's start.
  return typeof error === 'string' ? error : undefined;
}

interface Props<V> {
  formik: FormikProps<V>;
  /** The value's path in the form, e.g. 'openingHours.2.from'. */
  name: string;
  /** The field's name for assistive technology (the rows show 'von'/'bis' only once). */
  label: string;
  id: string;
  /** A problem of the row the field belongs to (an overlap), shown under its first field. */
  rowProblem?: string;
}

/** A local time 'HH:mm' typed as text: the check names '25:00' instead of the browser refusing it. */
export function TimeField<V>({ formik, name, label, id, rowProblem }: Props<V>) {
  const error = shownProblem(formik, name) ?? rowProblem;
  const controlId = `${id}-${name.replaceAll('.', '-')}`;
  return (
    <div className="calendar-time">
      <Form.Control
        id={controlId}
        name={name}
        aria-label={label}
        value={String(getIn(formik.values, name) ?? '')}
        placeholder="HH:mm"
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        size="sm"
        isInvalid={error !== undefined}
        aria-describedby={error ? `${controlId}-error` : undefined}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
      <Form.Control.Feedback type="invalid" id={`${controlId}-error`}>
        {error}
      </Form.Control.Feedback>
    </div>
  );
}
