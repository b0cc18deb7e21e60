import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useGetActionQuery, type ActionTargetState } from '../../api/actions';
import { RequestStateBadge } from '../../components/actions/ActionStateBadge';
import { Facts, type Fact } from '../../components/fleet/Facts';
import { PageLinks } from '../../components/PageLinks';
import { rolloutPollingMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { actionTargetStates } from '../../../shared/actions/catalogue';
import { formatDateTime } from '../../../shared/dates';
import { actionTexts } from '../../../shared/texts/de/actions';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { frameTexts } from '../../../shared/texts/de/frame';
import { ActionButtons } from './ActionButtons';
import { ActionTargetsTable } from './ActionTargetsTable';
import { TargetCounts } from './TargetCounts';

const t = actionPageTexts.actionsPage;
const a = actionTexts.actions;
const pageSize = 25;

/** One request: its facts, what may be done with it, and its targets, paged and filtered by state. */
export function ActionDetail({ uid, contextId }: { uid: string; contextId: string }) {
  const id = useId();
  const [state, setState] = useState<ActionTargetState | ''>('');
  const [page, setPage] = useState(1);
  const { currentData: action, error } = useGetActionQuery(
    { uid, contextId, ...(state ? { state } : {}), page, size: pageSize },
    { pollingInterval: usePolling(rolloutPollingMs) },
  );
  if (error && !action)
    return (
      <p className="text-body-secondary">
        {(error as { status?: unknown }).status === 404 ? t.notFound : t.loadFailed}
      </p>
    );
  if (!action)
    return (
      <Spinner animation="border" role="status">
        <span className="visually-hidden">{frameTexts.app.loading}</span>
      </Spinner>
    );
  const name = a.kinds[action.kind] ?? action.kind;
  const pages = Math.max(1, Math.ceil(action.targetsTotal / pageSize));
  const parameters = Object.entries(action.parameters)
    .map(([key, value]) => `${a.parameters[key as keyof typeof a.parameters] ?? key}: ${value}`)
    .join(', ');

  const facts: Fact[] = [
    [t.facts.requester, action.requestedBy],
    [t.facts.createdAt, formatDateTime(action.requestedAt)],
    [t.facts.deadline, formatDateTime(Date.parse(action.requestedAt) + action.deadlineMinutes * 60_000)],
    [t.facts.parameters, parameters],
    [t.facts.total, <TargetCounts key="counts" counts={action.counts} total={action.total} />],
  ];
  if (action.emergencyReason) facts.push([t.facts.emergency, action.emergencyReason]);
  if (action.approvedBy) {
    const comment = action.approvalComment ? `: „${action.approvalComment}“` : '';
    facts.push([t.facts.approval, `${t.approvedBy(action.approvedBy, formatDateTime(action.approvedAt))}${comment}`]);
  }

  return (
    <Card as="section" aria-label={t.detailLabel} data-testid="action-detail">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">{t.detailTitle(name)}</h2>
        <RequestStateBadge state={action.state} />
      </Card.Header>
      <Card.Body>
        <ActionButtons action={action} contextId={contextId} />
        <div className="mt-3">
          <Facts items={facts} />
        </div>
        <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mt-3 mb-2">
          <h3 className="h6 mb-0">{t.targetsLabel}</h3>
          <Form.Group controlId={`${id}-state`} className="d-flex align-items-center gap-2">
            <Form.Label className="small mb-0">{t.targetStateFilter}</Form.Label>
            <Form.Select
              size="sm"
              className="w-auto"
              value={state}
              onChange={(e) => {
                setState(e.target.value as ActionTargetState | '');
                setPage(1);
              }}
            >
              <option value="">{t.all}</option>
              {actionTargetStates.map((s) => (
                <option key={s} value={s}>
                  {a.targetStates[s]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </div>
        <ActionTargetsTable action={action} contextId={contextId} />
        {pages > 1 && (
          <div className="mt-2">
            <PageLinks page={page} pages={pages} onPage={setPage} size="sm" />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
