import type { FormikProps } from 'formik';
import Form from 'react-bootstrap/Form';
import { storeCalendarTexts } from '../../../shared/texts/de/storeCalendar';
import type { CalendarValues } from './calendarValues';
import { commonTimeZones, regions } from './calendarWords';
import { shownProblem } from './TimeField';
import { SpecialDaysFields } from './SpecialDaysFields';
import { WeeklyHoursFields } from './WeeklyHoursFields';

const t = storeCalendarTexts.storeCalendar;

/** Zone, holiday region, weekly hours and special days of a store or of a context. */
export function CalendarFields({ formik, id }: { formik: FormikProps<CalendarValues>; id: string }) {
  const zoneError = shownProblem(formik, 'timeZone');
  const regionError = shownProblem(formik, 'region');
  return (
    <>
      <div className="row g-3 mb-3">
        <Form.Group controlId={`${id}-timeZone`} className="col-md-6">
          <Form.Label>{t.fields.timeZone}</Form.Label>
          {/* A list of suggestions, and any other IANA zone may be typed: the check names a wrong one. */}
          <Form.Control
            name="timeZone"
            list={`${id}-zones`}
            autoComplete="off"
            spellCheck={false}
            value={formik.values.timeZone}
            isInvalid={zoneError !== undefined}
            aria-describedby={`${id}-timeZone-hint${zoneError ? ` ${id}-timeZone-error` : ''}`}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          />
          <datalist id={`${id}-zones`}>
            {commonTimeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <Form.Control.Feedback type="invalid" id={`${id}-timeZone-error`}>
            {zoneError}
          </Form.Control.Feedback>
          <Form.Text id={`${id}-timeZone-hint`}>{t.timeZoneHint}</Form.Text>
        </Form.Group>
        <Form.Group controlId={`${id}-region`} className="col-md-6">
          <Form.Label>{t.fields.region}</Form.Label>
          <Form.Select
            name="region"
            value={formik.values.region}
            isInvalid={regionError !== undefined}
            aria-describedby={regionError ? `${id}-region-error` : undefined}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          >
            <option value="">{t.noRegion}</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name} ({region.code})
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id={`${id}-region-error`}>
            {regionError}
          </Form.Control.Feedback>
        </Form.Group>
      </div>
      <WeeklyHoursFields formik={formik} id={id} />
      <SpecialDaysFields formik={formik} id={id} />
    </>
  );
}
