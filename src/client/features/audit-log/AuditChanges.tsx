import Table from 'react-bootstrap/Table';
import type { AuditChange } from '../../api/audit';
import { auditFieldLabel, auditValueText } from '../../../shared/audit/describe';
import { auditTexts } from '../../../shared/texts/de/audit';

const t = auditTexts.audit;

/** The before/after view of one entry; a secret's change shows that it changed, never a value. */
export function AuditChanges({ changes, label }: { changes: readonly AuditChange[]; label: string }) {
  return (
    <Table size="sm" bordered className="audit-changes mb-0 bg-body">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          <th scope="col">{t.changeColumns.field}</th>
          <th scope="col">{t.changeColumns.before}</th>
          <th scope="col">{t.changeColumns.after}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className="fw-normal">
              {auditFieldLabel(change.field)}
            </th>
            {change.hidden ? (
              <td colSpan={2} className="fst-italic">
                {t.hidden}
              </td>
            ) : (
              <>
                <td className="text-break">{auditValueText(change.field, change.before)}</td>
                <td className="text-break">{auditValueText(change.field, change.after)}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
