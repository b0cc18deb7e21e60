import { Link } from 'react-router-dom';
import type { ActionSummary } from '../../api/actions';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { RequestStateBadge } from '../../components/actions/ActionStateBadge';
import { pathWithQuery, paths } from '../../config/paths';
import { formatDateTime } from '../../../shared/dates';
import { actionTexts } from '../../../shared/texts/de/actions';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { TargetCounts } from './TargetCounts';

const t = actionPageTexts.actionsPage;
const a = actionTexts.actions;

interface Props {
  contextId: string;
  actions: readonly ActionSummary[];
  selected: string | null;
  /** A filter is set: an empty list says that nothing matches, not that there is nothing. */
  filtered: boolean;
  /** Beside a request's details: fewer columns, the requester and time under the kind. */
  compact: boolean;
}

/** The context's action requests; each kind is a link that selects it (the URL's `uid`). */
export function ActionList({ contextId, actions, selected, filtered, compact }: Props) {
  if (actions.length === 0) return <p className="text-body-secondary">{filtered ? t.noneFiltered : t.none}</p>;
  return (
    <CardTable responsive={false} size="sm" hover className="align-middle action-list">
      <caption className="visually-hidden">{t.listLabel}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columns.kind}</th>
          <th scope="col">{t.columns.targets}</th>
          {!compact && <th scope="col">{t.columns.requester}</th>}
          {!compact && <th scope="col">{t.columns.createdAt}</th>}
          <th scope="col">{t.columns.state}</th>
        </tr>
      </thead>
      <tbody>
        {actions.map((action) => {
          const name = a.kinds[action.kind] ?? action.kind;
          const when = formatDateTime(action.requestedAt);
          const active = action.uid === selected;
          return (
            <tr key={action.uid} className={active ? 'table-active' : undefined}>
              <CardCell>
                <Link
                  to={pathWithQuery(paths.actions, { contextId, uid: action.uid })}
                  aria-label={t.openLabel(name, when)}
                  aria-current={active ? 'page' : undefined}
                  className="fw-semibold"
                >
                  {name}
                </Link>
                {action.parameters.service && (
                  <span className="text-body-secondary"> · {action.parameters.service}</span>
                )}
                {action.emergencyReason && <span className="badge text-bg-danger ms-1">{a.emergency}</span>}
                {compact && (
                  <span className="d-block small text-body-secondary">
                    {action.requestedBy} · {when}
                  </span>
                )}
              </CardCell>
              <CardCell label={t.columns.targets}>
                <TargetCounts counts={action.counts} total={action.total} />
              </CardCell>
              {!compact && <CardCell label={t.columns.requester}>{action.requestedBy}</CardCell>}
              {!compact && <CardCell label={t.columns.createdAt}>{when}</CardCell>}
              <CardCell label={t.columns.state}>
                <RequestStateBadge state={action.state} />
              </CardCell>
            </tr>
          );
        })}
      </tbody>
    </CardTable>
  );
}
