import { getIn, useFormikContext } from 'formik';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { rolloutTexts } from '../../../../shared/texts/de/rollouts';
import { filterColumnsOf, keepsPilotFirst, type PlanValues, type StoreChoice, type WaveValues } from './planValues';
import { ReportFilterFields } from './ReportFilterFields';
import { StorePicker } from './StorePicker';

const t = rolloutTexts.rollouts;
const choices = Object.keys(t.choices) as StoreChoice[];

interface Props {
  index: number;
  count: number;
  contextId: string;
  /** Register updates have the day close gate. */
  kind: 'cashpoint' | 'store';
  reportColumns: readonly string[];
  onMove(from: number, to: number): void;
  onRemove(index: number): void;
}

/** One wave of the plan editor: name, its stores, soak time, every gate's threshold and approval. */
export function WaveFields({ index, count, contextId, kind, reportColumns, onMove, onRemove }: Props) {
  const id = useId();
  const formik = useFormikContext<PlanValues>();
  const wave = formik.values.waves[index]!;
  const path = (field: keyof WaveValues) => `waves.${index}.${field}`;
  // A field's message shows after the first save attempt, as in the other forms.
  const error = (field: keyof WaveValues): string | undefined =>
    formik.submitCount > 0 ? (getIn(formik.errors, path(field)) as string | undefined) : undefined;
  const number = index + 1;

  const numberField = (
    field: 'sharePercent' | 'soakHours' | 'minSuccessPercent' | 'maxFailurePercent' | 'minDayClosePercent',
    label: string,
  ) => (
    <Form.Group controlId={`${id}-${field}`} className="rollout-number">
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        name={path(field)}
        value={wave[field]}
        // As typed: Formik's own change handler would turn a number field's text into a number.
        onChange={(e) => void formik.setFieldValue(path(field), e.target.value)}
        isInvalid={!!error(field)}
        aria-describedby={`${id}-${field}-error`}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-${field}-error`}>
        {error(field)}
      </Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <fieldset className="rollout-wave-fields border rounded p-2 mb-2" data-testid={`wave-fields-${number}`}>
      <legend className="float-none w-auto px-1 mb-0 fs-6 fw-semibold">{t.waveLegend(number)}</legend>
      <div className="rollout-wave-row">
        <Form.Group controlId={`${id}-name`}>
          <Form.Label className="small mb-0">{t.name}</Form.Label>
          <Form.Control
            size="sm"
            name={path('name')}
            value={wave.name}
            maxLength={60}
            onChange={formik.handleChange}
            isInvalid={!!error('name')}
            aria-describedby={`${id}-name-error`}
          />
          <Form.Control.Feedback type="invalid" id={`${id}-name-error`}>
            {error('name')}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group controlId={`${id}-choice`}>
          <Form.Label className="small mb-0">{t.choice}</Form.Label>
          <Form.Select
            size="sm"
            name={path('choice')}
            value={wave.choice}
            onChange={formik.handleChange}
            isInvalid={!!error('choice')}
            aria-describedby={`${id}-choice-error`}
          >
            {choices.map((c) => (
              <option key={c} value={c}>
                {t.choices[c]}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid" id={`${id}-choice-error`}>
            {error('choice')}
          </Form.Control.Feedback>
        </Form.Group>
        {wave.choice === 'share' && numberField('sharePercent', t.sharePercent)}
        {numberField('soakHours', t.soakHours)}
        {numberField('minSuccessPercent', t.minSuccessPercent)}
        {numberField('maxFailurePercent', t.maxFailurePercent)}
        {kind === 'cashpoint' && numberField('minDayClosePercent', t.minDayClosePercent)}
        <Form.Check
          type="switch"
          role="switch"
          className="align-self-center small"
          id={`${id}-approval`}
          name={path('requireApproval')}
          label={t.requireApproval}
          checked={wave.requireApproval}
          onChange={formik.handleChange}
        />
        <div className="d-flex gap-1 align-self-end">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={t.moveUp(number)}
            disabled={index === 0 || !keepsPilotFirst(formik.values.waves, index, index - 1)}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={t.moveDown(number)}
            disabled={index === count - 1 || !keepsPilotFirst(formik.values.waves, index, index + 1)}
            onClick={() => onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button size="sm" variant="outline-danger" aria-label={t.removeWave(number)} onClick={() => onRemove(index)}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      </div>
      {wave.choice === 'stores' && (
        <div className="mt-2">
          <StorePicker
            contextId={contextId}
            chosen={wave.storeUids}
            onChange={(uids) => void formik.setFieldValue(path('storeUids'), uids)}
            invalid={error('storeUids')}
          />
        </div>
      )}
      {wave.choice === 'filter' && (
        <div className="mt-2">
          <ReportFilterFields
            contextId={contextId}
            // Its own columns' filters, and the user's: setting one of those joins its column.
            columns={[...new Set([...filterColumnsOf(wave, reportColumns), ...reportColumns])]}
            warningsOnly={wave.warningsOnly}
            filters={wave.filters}
            onWarningsOnly={(on) => void formik.setFieldValue(path('warningsOnly'), on)}
            onFilter={(filter, value) => void formik.setFieldValue(`${path('filters')}.${filter}`, value)}
          />
        </div>
      )}
    </fieldset>
  );
}
