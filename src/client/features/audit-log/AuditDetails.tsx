import type { AuditEntry } from '../../api/audit';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { auditTexts } from '../../../shared/texts/de/audit';
import { AuditChanges } from './AuditChanges';

const t = auditTexts.audit;

/**
 * What an entry's details show: the object it is about (its kind, its name then and its uid, the
 * key the object filter takes), the API token it was made with, and the before/after view, or that
 * no field changes were recorded.
 */
export function AuditDetails({ entry, label }: { entry: AuditEntry; label: string }) {
  const kind = entry.objectType ? t.objectTypes[entry.objectType] : undefined;
  const name = [kind, entry.objectLabel].filter(Boolean).join(' ');
  return (
    <div className="audit-details-body">
      {(name || entry.objectId) && (
        <p className="mb-2">
          <span className="fw-semibold">{t.object}:</span> {name || entry.objectId}
          {name && entry.objectId && <span className="text-body-secondary small ms-2">{entry.objectId}</span>}
        </p>
      )}
      {entry.token && (
        <p className="mb-2">
          <span className="fw-semibold">{apiAccessTexts.auditToken.label}:</span> {entry.token}
        </p>
      )}
      {entry.changes.length > 0 ? (
        <AuditChanges changes={entry.changes} label={label} />
      ) : (
        <p className="mb-0 text-body-secondary">{t.noChanges}</p>
      )}
    </div>
  );
}
