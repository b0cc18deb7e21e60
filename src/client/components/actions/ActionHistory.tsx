import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router-dom';
import { bundleHref, useGetActionHistoryQuery, type ActionHistoryEntry } from '../../api/actions';
import { pathWithQuery, paths } from '../../config/paths';
import { pollingIntervalMs } from '../../lib/polling';
import { usePolling } from '../../app/usePolling';
import { formatDateTime } from '../../../shared/dates';
import { actionTexts } from '../../../shared/texts/de/actions';
import { actionPageTexts } from '../../../shared/texts/de/actionsPage';
import { frameTexts } from '../../../shared/texts/de/frame';
import { CardCell, CardTable } from '../cardTable/CardTable';
import { TargetStateBadge } from './ActionStateBadge';
import { OutputViewer } from './OutputViewer';

const t = actionPageTexts.actionHistory;
const p = actionPageTexts.actionsPage;
const a = actionTexts.actions;

type Props = { contextId: string } & ({ cashpointUid: string } | { storeAgentUid: string });

/**
 * The tab 'Aktionen' of a register's or a store server's details: every action it was sent, newest
 * first, with its state, exit code, who asked and when, its output and (collectLogs) the bundle.
 */
export function ActionHistory(props: Props) {
  const { data } = useGetActionHistoryQuery(props, { pollingInterval: usePolling(pollingIntervalMs) });
  const [shown, setShown] = useState<ActionHistoryEntry>();
  if (!data)
    return (
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{frameTexts.app.loading}</span>
      </Spinner>
    );
  if (data.entries.length === 0) return <p className="text-body-secondary mb-0">{t.none}</p>;
  return (
    <>
      <CardTable responsive={false} size="sm" className="align-middle mb-0" data-testid="action-history">
        <caption className="visually-hidden">{t.label}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.kind}</th>
            <th scope="col">{t.columns.state}</th>
            <th scope="col" className="text-end">
              {t.columns.exitCode}
            </th>
            <th scope="col">{t.columns.output}</th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((entry) => {
            const name = a.kinds[entry.kind] ?? entry.kind;
            const when = formatDateTime(entry.requestedAt);
            return (
              <tr key={entry.uid}>
                <CardCell>
                  <Link
                    to={pathWithQuery(paths.actions, { contextId: props.contextId, uid: entry.actionUid })}
                    aria-label={p.openLabel(name, when)}
                  >
                    {name}
                  </Link>
                  {entry.parameters.service && (
                    <span className="text-body-secondary"> · {entry.parameters.service}</span>
                  )}
                  <span className="d-block small text-body-secondary">
                    {entry.requestedBy} · {when}
                  </span>
                </CardCell>
                <CardCell label={t.columns.state}>
                  <TargetStateBadge state={entry.state} />
                </CardCell>
                <CardCell label={t.columns.exitCode} className="text-end">
                  {entry.exitCode ?? ''}
                </CardCell>
                <CardCell label={t.columns.output}>
                  <span className="d-flex flex-wrap gap-1">
                    {entry.output && (
                      <Button size="sm" variant="outline-secondary" onClick={() => setShown(entry)}>
                        {p.showOutput}
                        <span className="visually-hidden">
                          : {name}, {when}
                        </span>
                      </Button>
                    )}
                    {entry.hasBundle && (
                      <a
                        className="btn btn-sm btn-outline-primary"
                        href={bundleHref(entry.actionUid, entry.uid, props.contextId)}
                        download
                      >
                        {p.bundle}
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
          title={p.outputTitle(`${a.kinds[shown.kind] ?? shown.kind}, ${formatDateTime(shown.requestedAt)}`)}
          output={shown.output}
          onHide={() => setShown(undefined)}
        />
      )}
    </>
  );
}
