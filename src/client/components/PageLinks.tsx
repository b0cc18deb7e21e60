import type { ReactNode } from 'react';
import Pagination from 'react-bootstrap/Pagination';
import { frameTexts } from '../../shared/texts/de/frame';
import './pageLinks.css';

const t = frameTexts.pager;

interface Props {
  page: number;
  pages: number;
  onPage(page: number): void;
  size?: 'sm';
}

/**
 * The page links of a list or report: first, previous, five page numbers, next, last. Built from
 * plain items, since react-bootstrap's First/Prev/Next/Last carry English hidden labels; every
 * label here is German and is the link's accessible name.
 */
export function PageLinks({ page, pages, onPage, size }: Props) {
  const start = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => start + i);
  const arrow = (symbol: string, label: string, target: number, disabled: boolean) => (
    <Pagination.Item disabled={disabled} onClick={disabled ? undefined : () => onPage(target)}>
      <Labelled symbol={symbol} label={label} />
    </Pagination.Item>
  );
  return (
    <Pagination className="mb-0 page-links" size={size} aria-label={t.pagination}>
      {arrow('«', t.first, 1, page <= 1)}
      {arrow('‹', t.previous, page - 1, page <= 1)}
      {numbers.map((n) => (
        <Pagination.Item key={n} active={n === page} activeLabel={t.current} onClick={() => onPage(n)}>
          <span className="visually-hidden">{t.pageWord} </span>
          {n}
        </Pagination.Item>
      ))}
      {arrow('›', t.next, page + 1, page >= pages)}
      {arrow('»', t.last, pages, page >= pages)}
    </Pagination>
  );
}

/** A symbol for the eye and a German label for assistive technology. */
function Labelled({ symbol, label }: { symbol: ReactNode; label: string }) {
  return (
    <>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}
