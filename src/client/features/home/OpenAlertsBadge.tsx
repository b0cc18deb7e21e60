import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router-dom';
import { alertTexts } from '../../../shared/texts/de/alerts';
import { pathWithQuery, paths } from '../../config/paths';

const t = alertTexts.alerts;

/**
 * A context's open alerts on home: a red count that opens the alert page filtered to the context,
 * or a quiet dash. The row itself opens the registers, so the link keeps its click and key to itself.
 */
export function OpenAlertsBadge({ contextKey, count }: { contextKey: string; count: number }) {
  if (count === 0)
    return (
      <span className="text-body-secondary" title={t.noOpen}>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t.noOpen}</span>
      </span>
    );
  return (
    <Link
      to={pathWithQuery(paths.alerts, { contextId: contextKey, state: 'open' })}
      aria-label={t.homeBadge(count)}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <Badge bg="danger">{count}</Badge>
    </Link>
  );
}
