import { Link } from 'react-router-dom';
import { selectSession, useAppSelector } from '../app/hooks';
import { pathWithQuery, paths } from '../config/paths';
import { mayOpen, pageAccess } from '../../shared/pageAccess';

/** The audit log filtered to one object (a register's or a store's uid) of a context. */
export function auditLogHref(contextId: string, objectUid: string): string {
  return pathWithQuery(paths.auditLog, { contextId, object: objectUid });
}

interface Props {
  contextId: string;
  objectUid: string;
  label: string;
}

/**
 * The link from a details view to the object's entries in the audit log, shown only to a session
 * that may open the log (by the page's own access rule, that of the pages table), so nobody is sent to a page they cannot see.
 */
export function AuditLogLink({ contextId, objectUid, label }: Props) {
  const session = useAppSelector(selectSession);
  if (!session || !mayOpen(session, pageAccess.auditLog)) return null;
  return (
    <Link className="btn btn-sm btn-outline-secondary" to={auditLogHref(contextId, objectUid)}>
      {label}
    </Link>
  );
}
