import { sendCsvLines } from '../../platform/csv/csvDownload';
import { contextOf, type Handlers } from '../../platform/types';
import { statisticsTexts } from '../../../shared/texts/de/statistics';
import { dayIn, firstDayOf } from '../logic';
import { daysOf } from '../repository/days';
import { versionHistory, versionHistoryCsvLines } from '../views';

// 'Versionen im Verlauf' (issue 53): a context's daily snapshots of the last `days` days. The guard
// has checked that the caller sees the context, the contract that `days` is 1 to 400.

const t = statisticsTexts.versionHistory;

type Request = Parameters<Handlers['getVersionHistory' | 'getVersionHistoryCsv']>[0];

async function historyOf(request: Request) {
  const { days = 90 } = request.query;
  const app = request.server;
  const today = dayIn(app.now(), app.config.timeZone);
  return {
    today,
    history: versionHistory(await daysOf(app.db, contextOf(request).id, firstDayOf(today, days), today)),
  };
}

/** The fleetHistory operations of the contract (operationId → function): HTTP only, each a thin call. */
export const fleetHistoryHandlers = {
  async getVersionHistory(request) {
    return (await historyOf(request)).history;
  },
  async getVersionHistoryCsv(request, reply) {
    const { today, history } = await historyOf(request);
    return sendCsvLines(reply, t.csvFile(contextOf(request).key, today), t.csvHeader, versionHistoryCsvLines(history));
  },
} satisfies Partial<Handlers>;
