import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { CardCell, CardTable } from '../cardTable/CardTable';
import type { Syncfile } from '../../api/cashpoints';
import { formatDateTime } from '../../../shared/dates';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { badgeTextOf } from '../../lib/statusVariants';
import { historyStatusVariant, installationVariant, updateStatusLabel } from './historyStatus';

const t = fleetTexts.fleet.history;

/** A file name may wrap after its dashes and underscores, never inside a word or a version number. */
const breakable = (name: string) =>
  name.split(/(?<=[-_])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));

interface Props {
  syncfiles: Syncfile[];
  onShowLog(s: Syncfile): void;
  /** The store-agent view has no label for a failed installation (3). */
  labelFailed?: boolean;
}

/** The updates of the context as one target sees them: status, and its own installation state. */
export function VersionHistory({ syncfiles, onShowLog, labelFailed = true }: Props) {
  if (syncfiles.length === 0) return <p className="text-body-secondary">{t.empty}</p>;
  // On a phone the rows are cards; between a phone and a panel wide enough for the six columns the
  // table scrolls on its own, and a region that scrolls must take the focus so a keyboard can scroll
  // it too (axe: scrollable-region-focusable).
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={fleetTexts.fleet.sections.history}>
      <CardTable size="sm" responsive={false} className="version-history align-middle mb-0">
        <thead>
          <tr>
            <th scope="col" className="text-end">
              {t.order}
            </th>
            <th scope="col">
              {t.tag} / {t.filename}
            </th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.releaseDate}</th>
            <th scope="col">{t.installation}</th>
            <th scope="col">{t.log}</th>
          </tr>
        </thead>
        <tbody>
          {syncfiles.map((s) => {
            const installation = s.installationStatus ?? 0;
            return (
              <tr key={s.uid} className={s.archived ? 'archived-row' : undefined}>
                <CardCell label={t.order} className="text-end">
                  {s.orderKey}
                </CardCell>
                <td>
                  <div className="fw-medium">{s.tag}</div>
                  <div className="small text-body-secondary">{breakable(s.filename)}</div>
                </td>
                <CardCell label={t.status}>
                  <Badge bg={historyStatusVariant(s.status)}>{updateStatusLabel(s.status)}</Badge>
                </CardCell>
                <CardCell label={t.releaseDate} className="release-date">
                  {formatDateTime(s.releaseDate)}
                </CardCell>
                <CardCell label={t.installation}>
                  {(labelFailed || installation !== 3) && (
                    <Badge bg={installationVariant(installation)} text={badgeTextOf(installationVariant(installation))}>
                      {fleetTexts.fleet.installation[installation] ?? String(installation)}
                    </Badge>
                  )}
                  {installation === 1 && s.installingSince && (
                    <span className="small text-body-secondary ms-1 text-nowrap">
                      {fleetTexts.fleet.installingSince(formatDateTime(s.installingSince))}
                    </span>
                  )}
                </CardCell>
                <td>
                  {s.hasLog && (
                    <Button
                      variant="link"
                      size="sm"
                      className="p-0"
                      onClick={() => onShowLog(s)}
                      aria-label={t.showLog(s.tag)}
                    >
                      {t.log}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </CardTable>
    </div>
  );
}
