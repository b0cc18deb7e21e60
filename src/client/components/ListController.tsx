import { useEffect, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { filterDebounceMs } from '../../shared/filterDebounce';
import { frameTexts } from '../../shared/texts/de/frame';
import { PageLinks } from './PageLinks';

interface Props {
  total: number;
  pageSizes: readonly number[];
  defaultSize: number;
}

/** Reads page, size and filter of a list from the URL query, with the defaults of the list. */
export function useListParams(defaultSize: number) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Math.max(1, Number(params.get('size')) || defaultSize);
  return { page, size, filter: params.get('filter') ?? '' };
}

/** Search box, pagination and page size of a list; all state lives in the URL so views can be shared. */
export function ListController({ total, pageSizes, defaultSize }: Props) {
  const searchId = useId();
  const sizeId = useId();
  const [, setParams] = useSearchParams();
  const { page, size, filter } = useListParams(defaultSize);
  const [draft, setDraft] = useState(filter);
  const pages = Math.max(1, Math.ceil(total / size));

  useEffect(() => setDraft(filter), [filter]);
  useEffect(() => {
    if (draft === filter) return;
    const timer = setTimeout(() => {
      setParams(
        (p) => {
          if (draft) p.set('filter', draft);
          else p.delete('filter');
          p.set('page', '1');
          return p;
        },
        { replace: true },
      );
    }, filterDebounceMs);
    return () => clearTimeout(timer);
  }, [draft, filter, setParams]);

  // Paging and the page size change the URL at once (flushSync), not as the router's deferred
  // transition, so the pager and the select never show a state the list has not reached.
  const go = (target: number) =>
    setParams(
      (p) => {
        p.set('page', String(Math.min(pages, Math.max(1, target))));
        return p;
      },
      { flushSync: true },
    );

  const from = total === 0 ? 0 : (page - 1) * size + 1;

  return (
    <div className="list-controller d-flex flex-wrap align-items-center gap-3 mb-3">
      <Form.Group controlId={searchId}>
        <Form.Label visuallyHidden>{frameTexts.list.searchLabel}</Form.Label>
        <Form.Control
          type="search"
          placeholder={frameTexts.list.search}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </Form.Group>
      <PageLinks page={page} pages={pages} onPage={go} />
      <Form.Group controlId={sizeId} className="d-flex align-items-center gap-2">
        <Form.Label className="mb-0 text-nowrap">{frameTexts.list.pageSize}</Form.Label>
        <Form.Select
          value={size}
          onChange={(e) =>
            setParams(
              (p) => {
                p.set('size', e.target.value);
                p.set('page', '1');
                return p;
              },
              { flushSync: true },
            )
          }
        >
          {pageSizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <span className="text-body-secondary">{frameTexts.list.range(from, Math.min(total, page * size), total)}</span>
    </div>
  );
}
