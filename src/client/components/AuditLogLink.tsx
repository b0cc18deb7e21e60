import { Link } from 'react-router-dom';
import { selectSession, useAppSelector } from '../app/hooks';
import { pages } from '../config/pages';
import { mayOpen } from '../../shared/pageAccess';

/** The audit log filtered to one object (a register's or a store's uid) of a context. */
export function auditLogHref(contextId: string, objectUid: string): string {
  const query = new URLSearchParams({ contextId, object: objectUid });
  return `${pages.auditLog.path}?${query.toString()}`;
}

interface Props {
  contextId: string;
  objectUid: string;
  label: string;
}

/**
 * The link from a details view to the object's entries in the audit log, shown only to a session
 * that may open the log (by the page's own access rule), so nobody is sent to a page they cannot see.
 */
export function AuditLogLink({ contextId, objectUid, label }: Props) {
  const session = useAppSelector(selectSession);
  if (!session || !mayOpen(session, pages.auditLog.access)) return null;
  return (
    <Link className="btn btn-sm btn-outline-secondary" to={auditLogHref(contextId, objectUid)}>
      {label}
    </Link>
  );
}
