import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { filterDebounceMs } from '../../../shared/filterDebounce';
import { reportTexts } from '../../../shared/texts/de/reports';
import type { ReportFilter } from './types';
import { limits } from '../../../shared/validation/limits';

const t = reportTexts.reports;

interface Props<Row> {
  filters: readonly ReportFilter<Row>[];
  values: Record<string, string>;
  onChange(id: string, value: string): void;
}

/**
 * The filter inputs of the shown columns, as cells of the filter grid; text filters wait 500 ms
 * after typing, selects apply at once. A text filter with choices (few values) is a select too;
 * a value from an older link that is none of them stays chosen as it is.
 */
export function FilterInputs<Row>({ filters, values, onChange }: Props<Row>) {
  return (
    <>
      {filters.map((f) =>
        f.kind === 'text' && !f.options ? (
          <TextFilter key={f.id} label={f.label} value={values[f.id] ?? ''} onChange={(v) => onChange(f.id, v)} />
        ) : (
          <SelectFilter key={f.id} filter={f} value={values[f.id] ?? ''} onChange={(v) => onChange(f.id, v)} />
        ),
      )}
    </>
  );
}

function TextFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The latest callback, so a re-render (the 60 s reload) does not restart the wait.
  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => report.current(draft), filterDebounceMs);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{label}</Form.Label>
      <Form.Control
        size="sm"
        type="search"
        placeholder={t.filterPlaceholder}
        maxLength={limits.report.textFilter.maxLength}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
      />
    </Form.Group>
  );
}

function SelectFilter<Row>({
  filter,
  value,
  onChange,
}: {
  filter: ReportFilter<Row>;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small mb-0">{filter.label}</Form.Label>
      <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t.all}</option>
        {value && !filter.options?.some((o) => o.value === value) && <option value={value}>{value}</option>}
        {filter.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
