import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';
import { texts } from '../../../shared/texts/de';
import type { PageInfo } from '../../../shared/reports/pipeline';
import { reportPageSizes } from './useReportParams';

const t = texts.reports;

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
  const { page, pages } = info;
  const start = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => start + i);
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      <Pagination className="mb-0" size="sm" aria-label={t.pagination}>
        <Pagination.First disabled={page <= 1} onClick={() => onPage(1)} aria-label={t.first} />
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t.previous} />
        {numbers.map((n) => (
          <Pagination.Item key={n} active={n === page} onClick={() => onPage(n)} aria-label={t.page(n)}>
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t.next} />
        <Pagination.Last disabled={page >= pages} onClick={() => onPage(pages)} aria-label={t.last} />
      </Pagination>
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
