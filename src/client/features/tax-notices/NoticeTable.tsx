import { Link } from 'react-router-dom';
import type { FiscalChange, FiscalMissing, FiscalNotificationRow } from '../../api/fiscal';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { changeKinds, type ChangeKind } from '../../../shared/taxNotice/fields';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';
import './taxNotices.css';

const t = taxNoticeTexts.taxNotice.changes.page;
const fieldNames = taxNoticeTexts.taxNotice.fields as Record<string, string>;
const german = (day: string) => day.split('-').reverse().join('.');

const kindName = (kind: string) =>
  (changeKinds as readonly string[]).includes(kind) ? taxNoticeTexts.taxNotice.changeKinds[kind as ChangeKind] : kind;

/** The changes of one kind on one day in a line, with the registers they concern. */
function changeLines(changes: FiscalChange[]): string[] {
  const lines = new Map<string, { kind: string; day: string; posIds: string[] }>();
  for (const c of changes) {
    const key = `${c.kind}|${c.day}`;
    const line = lines.get(key) ?? { kind: c.kind, day: c.day, posIds: [] };
    if (c.posId !== null && !line.posIds.includes(c.posId)) line.posIds.push(c.posId);
    lines.set(key, line);
  }
  return [...lines.values()].map((l) => t.change(kindName(l.kind), german(l.day), l.posIds));
}

/** What is missing, the registers that lack the same fields in one line. */
function missingLines(missing: FiscalMissing[]): string[] {
  const lines = new Map<string, { scope: string; posIds: string[]; fields: string[] }>();
  for (const m of missing) {
    const key = `${m.scope}|${m.fields.join(',')}`;
    const line = lines.get(key) ?? { scope: m.scope, posIds: [], fields: m.fields };
    if (m.posId !== null) line.posIds.push(m.posId);
    lines.set(key, line);
  }
  return [...lines.values()].map((l) => {
    const scope =
      l.scope === 'register' ? t.missingScope.registers(l.posIds) : t.missingScope[l.scope as 'taxpayer' | 'store'];
    return `${scope}: ${l.fields.map((f) => fieldNames[f] ?? f).join(', ')}`;
  });
}

interface Props {
  rows: FiscalNotificationRow[];
  label: string;
  /** The tab 'Gemeldet': the last report's day instead of the deadline. */
  reported: boolean;
  storeHref(storeUid: string): string;
}

/**
 * The stores of one tab: the store (a link to its report), the deadline, what changed, what is missing.
 * On a phone each store is a card (the house's `CardTable`): the store names the card, the other
 * values stand beside their column's name (what changed and what is missing below it, `long`),
 * nothing to scroll sideways.
 */
export function NoticeTable({ rows, label, reported, storeHref }: Props) {
  const dayLabel = reported ? t.lastReported : t.deadline;
  return (
    <CardTable size="sm" hover className="mb-0 align-top tax-notices-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t.store}</th>
          <th scope="col">{dayLabel}</th>
          {!reported && (
            <th scope="col" className="wide">
              {t.changes}
            </th>
          )}
          {!reported && (
            <th scope="col" className="wide">
              {t.missing}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.storeUid}>
            <td>
              <Link to={storeHref(row.storeUid)} aria-label={t.storeLink(row.storeId)}>
                {row.storeId}
              </Link>
              {row.storeName && row.storeName !== row.storeId && <div className="small">{row.storeName}</div>}
            </td>
            <CardCell label={dayLabel} className="text-nowrap">
              {reported ? (
                row.lastReportedOn && german(row.lastReportedOn)
              ) : (
                <>
                  {row.deadline && german(row.deadline)}
                  {row.overdue && <span className="badge text-bg-danger ms-2">{t.overdue}</span>}
                </>
              )}
            </CardCell>
            {!reported && (
              <CardCell label={t.changes} className="long">
                <ul className="list-unstyled mb-0">
                  {changeLines(row.changes).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </CardCell>
            )}
            {!reported && (
              <CardCell label={t.missing} className="long">
                {row.missing.length === 0 ? (
                  <span className="text-body-secondary">{t.complete}</span>
                ) : (
                  <ul className="list-unstyled mb-0">
                    {missingLines(row.missing).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </CardCell>
            )}
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
