import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router-dom';
import { useGetRolloutsAwaitingApprovalQuery } from '../../api/rollouts';
import { pathWithQuery, paths } from '../../config/paths';
import { pollingIntervalMs } from '../../lib/polling';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

/** The rollouts of every visible context whose next wave waits for an approval; nothing while none does. */
export function RolloutsAwaitingApproval() {
  const titleId = useId();
  const { data } = useGetRolloutsAwaitingApprovalQuery(undefined, { pollingInterval: pollingIntervalMs });
  const rollouts = data?.rollouts ?? [];
  if (rollouts.length === 0) return null;
  return (
    <Card as="section" className="mb-3 border-warning" aria-labelledby={titleId} data-testid="rollouts-awaiting">
      <Card.Header className="bg-warning-subtle">
        <h2 id={titleId} className="h6 mb-0">
          {t.homeTitle}
        </h2>
      </Card.Header>
      <ListGroup variant="flush" as="ul">
        {rollouts.map((r) => (
          <ListGroup.Item as="li" key={r.uid}>
            <Link to={pathWithQuery(paths.rollouts, { contextId: r.contextId, uid: r.uid })}>
              {t.homeItem(r.updateFilename, r.waveName, r.contextName)}
            </Link>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
