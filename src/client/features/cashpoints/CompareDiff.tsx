import { formatDateTime } from '../../../shared/dates';
import { historyCompareTexts } from '../../../shared/texts/de/historyCompare';
import type { HistoryCompare } from '../../api/cashpoints';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';

const t = historyCompareTexts.historyCompare;

/** A value of one side; not reported there is said so, in grey. */
function Value({ value, marked = false }: { value: string | null; marked?: boolean }) {
  if (value !== null) return <>{value}</>;
  // Inside the mark in the mark's own colour: grey on its yellow would be hard to read.
  return <span className={marked ? 'fst-italic' : 'text-body-secondary fst-italic'}>{t.notReported}</span>;
}

/**
 * The differing values of a comparison: which sides, how many differ, and one row per key with its
 * left and right value, the right one marked as the change. A table that becomes cards on a phone.
 */
export function CompareDiff({ diff }: { diff: HistoryCompare }) {
  const side = (s: HistoryCompare['left']) => t.side(s.storeId, s.posId, formatDateTime(s.at));
  return (
    <section aria-label={t.table}>
      <dl className="compare-sides small mb-2">
        <dt>{t.columns.left}</dt>
        <dd>{side(diff.left)}</dd>
        <dt>{t.columns.right}</dt>
        <dd>{side(diff.right)}</dd>
      </dl>
      <p role="status" className="mb-2">
        {diff.differing === 0 ? t.none : t.counts(diff.differing, diff.same)}
      </p>
      {diff.rows.length > 0 && (
        <CardTable size="sm" responsive={false} className="compare-table align-middle mb-0">
          <caption className="visually-hidden">{t.table}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.key}</th>
              <th scope="col">{t.columns.left}</th>
              <th scope="col">{t.columns.right}</th>
            </tr>
          </thead>
          <tbody>
            {diff.rows.map((row) => (
              <tr key={row.key}>
                <CardCell className="text-break fw-semibold">
                  <code className="compare-key">{row.key}</code>
                </CardCell>
                <CardCell label={t.columns.left} className="text-break">
                  <Value value={row.left} />
                </CardCell>
                <CardCell label={t.columns.right} className="text-break compare-changed">
                  <mark>
                    <Value value={row.right} marked />
                  </mark>
                </CardCell>
              </tr>
            ))}
          </tbody>
        </CardTable>
      )}
    </section>
  );
}
