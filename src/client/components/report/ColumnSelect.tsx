import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Form from 'react-bootstrap/Form';
import { reportTexts } from '../../../shared/texts/de/reports';
import { csvHeader } from '../../../shared/reports/csv';
import type { ReportColumn } from './types';

const t = reportTexts.reports;

interface Props<Row> {
  /** Every optional column the context shows, disabled ones included (listed, not selectable). */
  columns: readonly ReportColumn<Row>[];
  chosen: readonly string[];
  /** How many columns are always shown: they count in the button's 'N von M', not in the list. */
  fixedCount: number;
  onChange(ids: string[]): void;
}

/** The multi-select of the optional columns, with 'Alle selektieren' and 'Alle deselektieren'. */
export function ColumnSelect<Row>({ columns, chosen, fixedCount, onChange }: Props<Row>) {
  const id = useId();
  const selectable = columns.filter((c) => !c.disabled);
  const set = new Set(chosen);
  const toggle = (columnId: string, on: boolean) =>
    onChange(selectable.filter((c) => (c.id === columnId ? on : set.has(c.id))).map((c) => c.id));
  return (
    <Dropdown autoClose="outside">
      <Dropdown.Toggle variant="outline-secondary" id={id}>
        {/* The columns on screen out of those this context can show, the always shown ones included. */}
        {t.columnsChosen(fixedCount + chosen.length, fixedCount + selectable.length)}
      </Dropdown.Toggle>
      <Dropdown.Menu className="report-column-menu">
        <div className="d-flex gap-2 px-3 pb-2 border-bottom text-nowrap">
          <Button size="sm" variant="outline-primary" onClick={() => onChange(selectable.map((c) => c.id))}>
            {t.selectAll}
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => onChange([])}>
            {t.deselectAll}
          </Button>
        </div>
        <fieldset className="px-3 pt-2 report-column-list">
          <legend className="visually-hidden">{t.columns}</legend>
          {columns.map((c, i) => {
            const group = c.groups?.join(' › ') ?? '';
            const groupStarts = group && group !== (columns[i - 1]?.groups?.join(' › ') ?? '');
            return (
              <div key={c.id}>
                {groupStarts && <div className="small fw-semibold text-body-secondary mt-2">{group}</div>}
                <Form.Check
                  id={`${id}-${c.id}`}
                  type="checkbox"
                  label={c.header}
                  aria-label={csvHeader(c)}
                  checked={set.has(c.id)}
                  disabled={c.disabled}
                  onChange={(e) => toggle(c.id, e.target.checked)}
                />
              </div>
            );
          })}
        </fieldset>
      </Dropdown.Menu>
    </Dropdown>
  );
}
