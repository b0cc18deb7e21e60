import type { VersionHistory } from '../../api/statistics';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { formatCount } from './chartRules';
import { signed, versionKey, versionName } from './versionHistoryRules';

const t = statisticsTexts.versionHistory;
const w = t.week;

/** 'Diese Woche gegen letzte Woche': per version the registers of the newest day and of seven days before. */
export function WeekOverWeekTable({ week, headingId }: { week: VersionHistory['weekOverWeek']; headingId: string }) {
  if (!week.thisWeek) return null;
  return (
    <div className="mt-3">
      <h3 className="h6" id={headingId}>
        {w.title}
      </h3>
      {!week.lastWeek ? (
        <p className="text-body-secondary small mb-0">{w.noLastWeek(t.dayName(week.thisWeek))}</p>
      ) : (
        // A keyboard stop: on a phone the table scrolls sideways, and a region that scrolls must be reachable.
        <div className="table-responsive" tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className="table table-sm mb-0 week-over-week">
            <caption className="caption-top small">
              {w.caption(t.dayName(week.thisWeek), t.dayName(week.lastWeek))}
            </caption>
            <thead>
              <tr>
                <th scope="col">{w.version}</th>
                <th scope="col" className="text-end">
                  {w.thisWeek}
                </th>
                <th scope="col" className="text-end">
                  {w.lastWeek}
                </th>
                <th scope="col" className="text-end">
                  {w.difference}
                </th>
              </tr>
            </thead>
            <tbody>
              {week.versions.map((v) => (
                <tr key={versionKey(v.version)}>
                  <th scope="row" className="fw-normal">
                    {versionName(v.version)}
                  </th>
                  <td className="text-end">{formatCount(v.thisWeek)}</td>
                  <td className="text-end">{formatCount(v.lastWeek)}</td>
                  <td className="text-end">{signed(v.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
