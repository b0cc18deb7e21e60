import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import type { FiscalMissing, FiscalNotificationRow } from '../../api/fiscal';
import { changeKinds, type ChangeKind } from '../../../shared/taxNotice/fields';
import { taxNoticeTexts } from '../../../shared/texts/de/taxNotice';

const t = taxNoticeTexts.taxNotice.changes.page;
const fieldNames = taxNoticeTexts.taxNotice.fields as Record<string, string>;
const german = (day: string) => day.split('-').reverse().join('.');

const kindName = (kind: string) =>
  (changeKinds as readonly string[]).includes(kind) ? taxNoticeTexts.taxNotice.changeKinds[kind as ChangeKind] : kind;

function scopeName(m: FiscalMissing): string {
  if (m.scope === 'register') return t.missingScope.register(m.posId ?? '');
  return t.missingScope[m.scope];
}

interface Props {
  rows: FiscalNotificationRow[];
  label: string;
  /** The tab 'Gemeldet': the last report's day instead of the deadline. */
  reported: boolean;
  storeHref(storeUid: string): string;
}

/** The stores of one tab: the store (a link to its report), the deadline, what changed, what is missing. */
export function NoticeTable({ rows, label, reported, storeHref }: Props) {
  return (
    <div className="table-responsive">
      <Table size="sm" hover className="mb-0 align-top" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t.store}</th>
            <th scope="col">{reported ? t.lastReported : t.deadline}</th>
            {!reported && <th scope="col">{t.changes}</th>}
            {!reported && <th scope="col">{t.missing}</th>}
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
              <td className="text-nowrap">
                {reported ? (
                  row.lastReportedOn && german(row.lastReportedOn)
                ) : (
                  <>
                    {row.deadline && german(row.deadline)}
                    {row.overdue && <span className="badge text-bg-danger ms-2">{t.overdue}</span>}
                  </>
                )}
              </td>
              {!reported && (
                <td>
                  <ul className="list-unstyled mb-0">
                    {row.changes.map((c, i) => (
                      <li key={i}>{t.change(kindName(c.kind), german(c.day), c.posId)}</li>
                    ))}
                  </ul>
                </td>
              )}
              {!reported && (
                <td>
                  {row.missing.length === 0 ? (
                    <span className="text-body-secondary">{t.complete}</span>
                  ) : (
                    <ul className="list-unstyled mb-0">
                      {row.missing.map((m, i) => (
                        <li key={i}>
                          {scopeName(m)}: {m.fields.map((f) => fieldNames[f] ?? f).join(', ')}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
