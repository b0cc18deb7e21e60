// The card terminal's facts as the ingest keeps them: pure, so the rule has a unit test.

/**
 * The first card payment known after the terminal's last cut (Kassenschnitt), or null when every
 * known payment is cut: the earlier value kept and the report's last payment, whichever lie after the
 * cut. A cut covers every payment before it. Kept across heartbeats, so yesterday's payments that
 * were never cut stay known after today's first sale moves `lastTransactionAt` on.
 */
export function uncutSince(keptUncutSince: number | null, lastTransactionAt: number | null, lastCutAt: number | null) {
  const after = [keptUncutSince, lastTransactionAt].filter(
    (at): at is number => at !== null && (lastCutAt === null || at > lastCutAt),
  );
  return after.length > 0 ? Math.min(...after) : null;
}

/** What the terminal's row keeps between heartbeats. */
export interface KeptTerminal {
  reachable: boolean;
  reachableSince: number;
  uncutSince: number | null;
}

/**
 * The terminal's derived facts after a report: since when it is (un)reachable as the server saw it
 * (kept while the value stays) and its first payment not yet cut.
 */
export function terminalFacts(
  kept: KeptTerminal | undefined,
  report: { reachable: boolean; lastTransactionAt: number | null; lastCutAt: number | null },
  now: number,
): { reachableSince: number; uncutSince: number | null } {
  return {
    reachableSince: kept && kept.reachable === report.reachable ? kept.reachableSince : now,
    uncutSince: uncutSince(kept?.uncutSince ?? null, report.lastTransactionAt, report.lastCutAt),
  };
}
