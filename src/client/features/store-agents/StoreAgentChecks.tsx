import type { ReactNode } from 'react';
import type { StoreAgentInfo, TimestampedValue } from '../../api/store-agents';
import { formatUnixSeconds } from '../../../shared/dates';
import { Facts, yesNo } from '../../components/fleet/Facts';
import { levelClass } from '../../components/fleet/storeChecks';
import {
  activeLevel,
  backupResultLevel,
  diwadebuLevel,
  updateResultLevel,
  type StoreLevel as Level,
} from '../../../shared/reports/storeLevels';
import { fleetTexts } from '../../../shared/texts/de/fleet';
import { messageTexts } from '../../../shared/texts/de/messages';
import { storeAgentTexts } from '../../../shared/texts/de/storeAgents';

const t = storeAgentTexts.storeAgents;

type Shown = 'time' | 'flag' | 'text';

/**
 * A value with the time the agent read it (store-agent times are Unix seconds). Markers
 * show only their time, flags as Ja/Nein, texts as they are.
 */
function timed(v: TimestampedValue | undefined, shown: Shown, level: Level = 'neutral'): ReactNode {
  if (!v || (v.value === null && v.timestamp === null)) return '';
  const time = formatUnixSeconds(v.timestamp);
  const value = shown === 'flag' ? yesNo(flag(v.value)) : (v.value ?? '');
  const text = shown === 'time' ? time : t.valueAt(value, time);
  return level === 'neutral' ? text : <span className={levelClass[level]}>{text}</span>;
}

const flag = (value: string | null | undefined) =>
  value === undefined || value === null ? null : value === '1' || value === 'true';

/** The WWS and system checks a store server reports, coloured by what they mean. */
export function Checks({ info }: { info: StoreAgentInfo | null | undefined }) {
  const fv = info?.fileValues ?? {};
  const db = info?.dbValues ?? {};
  const app = info?.appValues ?? {};
  const backupCode = fv.lastsigmabackuperfolg?.value;
  const updateCode = fv.lastupdateerfolg?.value;
  return (
    <>
      <h3 className="h6 mt-4">{t.sections.wws}</h3>
      <Facts
        items={[
          [t.wws.tbeg, timed(fv.tbeg, 'time')],
          [t.wws.tabsletzte, timed(fv.tabsletzte, 'time')],
          [t.wws.tabsok, timed(fv.tabsok, 'flag', flag(fv.tabsok?.value) === false ? 'error' : 'neutral')],
          [t.wws.tabsaktiv, yesNo(db.tabsaktiv)],
          [t.wws.dzuskarun, timed(fv.dzuskarun, 'time')],
          [t.wws.kabsvortag, db.kabsvortag ?? ''],
          [t.wws.kabslaufendertag, db.kabslaufendertag ?? ''],
          [t.wws.wwsbelegverarbeitungaktiv, yesNo(db.wwsbelegverarbeitungaktiv)],
          [t.wws.bonaufloesungwamodulaktiv, yesNo(db.bonaufloesungwamodulaktiv)],
          [t.wws.datenverarbeitunghqaktiv, yesNo(db.datenverarbeitunghqaktiv)],
        ]}
      />
      <h3 className="h6 mt-4">{t.sections.system}</h3>
      <Facts
        items={[
          [
            t.system.sigmabackupaktiv,
            timed(fv.sigmabackupaktiv, 'flag', activeLevel(flag(fv.sigmabackupaktiv?.value))),
          ],
          [t.system.lastsigmabackup, timed(fv.lastsigmabackup, 'time')],
          [
            t.system.lastsigmabackuperfolg,
            backupCode ? (
              <span className={levelClass[backupResultLevel(backupCode)]}>
                {backupCode === '4' ? t.resultOk : t.resultFailed(backupCode)}
              </span>
            ) : (
              ''
            ),
          ],
          [t.system.updateaktiv, timed(fv.updateaktiv, 'flag', activeLevel(flag(fv.updateaktiv?.value)))],
          [t.system.lastupdate, timed(fv.lastupdate, 'time')],
          [
            t.system.lastupdateerfolg,
            updateCode ? (
              <span className={levelClass[updateResultLevel(fv.lastupdate?.timestamp, updateCode)]}>
                {updateCode === '4' ? t.resultOk : t.resultFailed(updateCode)}
              </span>
            ) : (
              ''
            ),
          ],
          [t.system.diwastop_err, timed(fv.diwastop_err, 'text', fv.diwastop_err?.value ? 'error' : 'neutral')],
          [t.system.diwadebu_log, timed(fv.diwadebu_log, 'text', diwadebuLevel(fv.diwadebu_log?.value))],
          [t.system.tseserverversion, app.tseserverversion],
          [
            t.system.tseserverrunning,
            app.tseserverrunning === false ? (
              <span className={levelClass.error}>{messageTexts.dialog.no}</span>
            ) : (
              yesNo(app.tseserverrunning)
            ),
          ],
          [
            t.system.pgsqlversion,
            app.pgsqlversion ?? <span className={levelClass.error}>{fleetTexts.fleet.none}</span>,
          ],
          [t.system.lastposconnectupdate, timed(fv.lastposconnectupdate, 'time')],
          [
            t.system.lastposconnectupdateerfolg,
            timed(
              fv.lastposconnectupdateerfolg,
              'flag',
              flag(fv.lastposconnectupdateerfolg?.value) === false && fv.lastposconnectupdate?.timestamp
                ? 'error'
                : 'neutral',
            ),
          ],
        ]}
      />
    </>
  );
}
