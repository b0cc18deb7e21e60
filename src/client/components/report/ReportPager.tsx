import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { reportTexts } from '../../../shared/texts/de/reports';
import { PageLinks } from '../PageLinks';
import type { PageInfo } from '../../../shared/reports/pipeline';
import { reportPageSizes } from './useReportParams';

const t = reportTexts.reports;

interface Props {
  info: PageInfo;
  total: number;
  size: number;
  onPage(page: number): void;
  onSize(size: number): void;
}

/** Pagination and page size of a report (10, 25, 50, 100 or 500 rows). */
export function ReportPager({ info, total, size, onPage, onSize }: Props) {
  const sizeId = useId();
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <PageLinks page={info.page} pages={info.pages} onPage={onPage} size="sm" />
      <Form.Group controlId={sizeId} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0 text-nowrap">{t.pageSize}</Form.Label>
        <Form.Select size="sm" value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {reportPageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <span className="text-body-secondary small" aria-live="polite">
        {t.range(total === 0 ? 0 : info.from + 1, info.to, total)}
      </span>
    </div>
  );
}
