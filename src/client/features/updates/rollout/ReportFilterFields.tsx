import { useId, useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { cashpointCatalogue } from '../../../../shared/reports/cashpointColumns';
import { reportTexts } from '../../../../shared/texts/de/reports';
import { rolloutTexts } from '../../../../shared/texts/de/rollouts';
import { limits } from '../../../../shared/validation/limits';
import { pathWithQuery, paths } from '../../../config/paths';

const t = rolloutTexts.rollouts;

interface Props {
  contextId: string;
  /** The wave's columns of the register report: only their filters (and the fixed ones') count. */
  columns: readonly string[];
  warningsOnly: boolean;
  filters: Record<string, string>;
  onWarningsOnly(on: boolean): void;
  onFilter(id: string, value: string): void;
}

/**
 * A wave's stores as the register report's filter: the report's filters of the user's columns, its
 * warnings switch, and a link that opens the report with these settings to see which registers
 * they let through (the same settings the calendar's bulk change takes from the report).
 */
export function ReportFilterFields({ contextId, columns, warningsOnly, filters, onWarningsOnly, onFilter }: Props) {
  const id = useId();
  const shown = useMemo(() => {
    const inView = new Set([...cashpointCatalogue.columns.filter((c) => c.fixed).map((c) => c.id), ...columns]);
    return cashpointCatalogue.filters.filter((f) => inView.has(f.columnId));
  }, [columns]);
  const set = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const preview = pathWithQuery(paths.cashpointReport, {
    contextId,
    ...set,
    ...(warningsOnly ? { warningsOnly: 'true' } : {}),
  });
  return (
    <div>
      <p className="small text-body-secondary mb-1">{t.filterIntro}</p>
      <div className="rollout-filter-grid">
        {shown.map((f) =>
          f.kind === 'select' ? (
            <Form.Group key={f.id} controlId={`${id}-${f.id}`}>
              <Form.Label className="small mb-0">{f.label}</Form.Label>
              <Form.Select size="sm" value={filters[f.id] ?? ''} onChange={(e) => onFilter(f.id, e.target.value)}>
                <option value="">{reportTexts.reports.all}</option>
                {f.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          ) : (
            <Form.Group key={f.id} controlId={`${id}-${f.id}`}>
              <Form.Label className="small mb-0">{f.label}</Form.Label>
              <Form.Control
                size="sm"
                maxLength={limits.report.textFilter.maxLength}
                value={filters[f.id] ?? ''}
                onChange={(e) => onFilter(f.id, e.target.value)}
              />
            </Form.Group>
          ),
        )}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
        <Form.Check
          type="switch"
          role="switch"
          id={`${id}-warnings`}
          label={t.filterWarnings}
          checked={warningsOnly}
          onChange={(e) => onWarningsOnly(e.target.checked)}
        />
        <a href={preview} target="_blank" rel="noreferrer" className="small">
          {t.filterPreview}
        </a>
      </div>
    </div>
  );
}
