import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { CardCell, CardTable } from '../cardTable/CardTable';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { actionTexts } from '../../../shared/texts/de/actions';
import { TargetStateBadge } from './ActionStateBadge';
import { targetName } from './targetName';
import type { DryRun } from './useDryRun';

const t = actionPageTexts.runAction;
const columns = actionPageTexts.actionsPage.targetColumns;
const a = actionTexts.actions;

/** The dry run's answer: how many targets, which are held back now and why, and the first page. */
export function DryRunView({ dryRun }: { dryRun: DryRun }) {
  if (dryRun.state === 'idle') return <p className="text-body-secondary mb-0">{t.chooseKindFirst}</p>;
  if (dryRun.state === 'loading')
    return (
      <p className="d-flex align-items-center gap-2 mb-0" role="status">
        <Spinner as="span" animation="border" size="sm" aria-hidden />
        {t.dryRunLoading}
      </p>
    );
  if (dryRun.state === 'refused')
    return (
      <Alert variant="warning" className="mb-0" role="alert">
        {dryRun.message}
      </Alert>
    );
  const { count, heldBack, targets } = dryRun.preview;
  if (count === 0) return <p className="mb-0">{t.dryRunNone}</p>;
  const held = Object.entries(heldBack).filter(([, n]) => n > 0);
  return (
    <section aria-label={t.dryRunLabel} data-testid="dry-run">
      <p className="fw-semibold mb-1">{t.dryRunCount(count)}</p>
      {held.length === 0 ? (
        <p className="small text-body-secondary">{t.heldBackNone}</p>
      ) : (
        <div className="small mb-2">
          {t.heldBack}:{' '}
          <ul className="list-inline d-inline mb-0">
            {held.map(([reason, n]) => (
              <li key={reason} className="list-inline-item" data-testid={`held-${reason}`}>
                {a.targetStates[reason as keyof typeof a.targetStates] ?? reason}: {n.toLocaleString('de-DE')}
              </li>
            ))}
          </ul>
        </div>
      )}
      <CardTable responsive={false} size="sm" className="mb-0 align-middle">
        <caption>{t.firstTargets(targets.length, count)}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.target}</th>
            <th scope="col">{columns.state}</th>
          </tr>
        </thead>
        <tbody>
          {targets.map((target) => (
            <tr key={target.uid}>
              <CardCell>{targetName(target)}</CardCell>
              <CardCell label={columns.state}>
                {target.hold ? <TargetStateBadge state={target.hold} /> : t.ready}
              </CardCell>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </section>
  );
}
