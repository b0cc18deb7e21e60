import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { bundleHref, type ActionDetail, type ActionTarget } from '../../api/actions';
import { TargetStateBadge } from '../../components/actions/ActionStateBadge';
import { OutputViewer } from '../../components/actions/OutputViewer';
import { targetName } from '../../components/actions/targetName';
import { CardCell, CardTable } from '../../components/cardTable/CardTable';
import { formatDateTime } from '../../../shared/dates';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';

const t = actionPageTexts.actionsPage;
const c = t.targetColumns;

/** The shown page of a request's targets: each with its state, exit code, time, output and log bundle. */
export function ActionTargetsTable({ action, contextId }: { action: ActionDetail; contextId: string }) {
  const [shown, setShown] = useState<ActionTarget>();
  if (action.targets.length === 0) return <p className="text-body-secondary">{t.noneFiltered}</p>;
  return (
    <>
      <CardTable responsive={false} size="sm" className="align-middle mb-0">
        <caption className="visually-hidden">{t.targetsLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{c.target}</th>
            <th scope="col">{c.state}</th>
            <th scope="col" className="text-end">
              {c.exitCode}
            </th>
            <th scope="col">{c.output}</th>
          </tr>
        </thead>
        <tbody>
          {action.targets.map((target) => {
            const name = targetName(target);
            return (
              <tr key={target.uid} data-testid="action-target">
                <CardCell>{name}</CardCell>
                <CardCell label={c.state}>
                  <TargetStateBadge state={target.state} />
                  <span className="d-block small text-body-secondary">
                    {formatDateTime(target.finishedAt ?? target.startedAt ?? target.sentAt)}
                  </span>
                </CardCell>
                <CardCell label={c.exitCode} className="text-end">
                  {target.exitCode ?? ''}
                </CardCell>
                <CardCell label={c.output}>
                  <span className="d-flex flex-wrap gap-1">
                    {target.output && (
                      <Button size="sm" variant="outline-secondary" onClick={() => setShown(target)}>
                        {t.showOutput}
                        <span className="visually-hidden">: {name}</span>
                      </Button>
                    )}
                    {target.hasBundle && (
                      <a
                        className="btn btn-sm btn-outline-primary"
                        href={bundleHref(action.uid, target.uid, contextId)}
                        download
                        aria-label={t.bundleOf(name)}
                      >
                        {t.bundle}
                      </a>
                    )}
                  </span>
                </CardCell>
              </tr>
            );
          })}
        </tbody>
      </CardTable>
      {shown && (
        <OutputViewer
          title={t.outputTitle(targetName(shown))}
          output={shown.output}
          onHide={() => setShown(undefined)}
        />
      )}
    </>
  );
}
