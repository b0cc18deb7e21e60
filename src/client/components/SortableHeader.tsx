import { useSearchParams } from 'react-router-dom';

export type SortDirection = 'asc' | 'desc';

/** Reads sortBy and sortDirection of a list from the URL query (a shared link keeps the order), with the list's default. */
export function useSortParams<T extends string>(columns: readonly T[], defaultColumn: T) {
  const [params] = useSearchParams();
  const requested = params.get('sortBy') as T | null;
  const sortBy = requested && columns.includes(requested) ? requested : defaultColumn;
  const sortDirection: SortDirection = params.get('sortDirection') === 'desc' ? 'desc' : 'asc';
  return { sortBy, sortDirection };
}

interface Props<T extends string> {
  column: T;
  label: string;
  /** The accessible name of the button, e.g. 'Nach Name sortieren'. */
  sortLabel: string;
  sortBy: T;
  sortDirection: SortDirection;
}

/** A column header that sorts the list by its column; a second click turns the direction. */
export function SortableHeader<T extends string>({ column, label, sortLabel, sortBy, sortDirection }: Props<T>) {
  const [, setParams] = useSearchParams();
  const active = sortBy === column;
  // The URL changes at once (flushSync), not as the router's deferred transition: a second click
  // before the list had rendered would otherwise read the old direction and sort the same way again.
  const toggle = () =>
    setParams(
      (p) => {
        p.set('sortBy', column);
        p.set('sortDirection', active && sortDirection === 'asc' ? 'desc' : 'asc');
        p.set('page', '1');
        return p;
      },
      { flushSync: true },
    );
  return (
    <th scope="col" aria-sort={active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="btn btn-link p-0 fw-semibold text-decoration-none text-reset text-nowrap"
        onClick={toggle}
        aria-label={sortLabel}
      >
        {label}
        <span aria-hidden="true" className="ms-1">
          {active ? (sortDirection === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
