import Button from 'react-bootstrap/Button';
import type { TseForecast } from '../../api/fiscal';
import { fiscalPageTexts } from '../../../shared/texts/de/fiscalPage';

const t = fiscalPageTexts.fiscalPage;
const c = t.chart;

interface Props {
  months: TseForecast['months'];
  selected: string | undefined;
  onSelect(month: string): void;
  /** Shown on the page; else only for screen readers (the chart's text alternative). */
  visible: boolean;
}

/** The chart's numbers as a table; each month's name filters the list below to it. */
export function ExpiryTable({ months, selected, onSelect, visible }: Props) {
  // The class goes on a wrapper: a table ignores the 1 px size of `visually-hidden` and would stretch the page.
  return (
    <div className={visible ? 'fiscal-expiry-table' : 'visually-hidden'}>
      <table className="table table-sm table-striped mt-2 mb-0">
        <caption className="caption-top">{c.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{c.month}</th>
            <th scope="col" className="text-end">
              {c.tses}
            </th>
            <th scope="col" className="text-end">
              {c.cashpoints}
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className={m.month === selected ? 'table-active' : undefined}>
              <th scope="row" className="fw-normal">
                <Button
                  variant="link"
                  size="sm"
                  className="p-0 text-start"
                  aria-label={c.filterTo(m.month)}
                  aria-pressed={m.month === selected}
                  onClick={() => onSelect(m.month)}
                  tabIndex={visible ? undefined : -1}
                >
                  {t.monthName(m.month)}
                </Button>
              </th>
              <td className="text-end">{m.tses.toLocaleString('de-DE')}</td>
              <td className="text-end">{m.cashpoints.toLocaleString('de-DE')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
