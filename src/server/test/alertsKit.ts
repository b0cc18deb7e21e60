import type { Db } from '../platform/db/connection';
import { runAlertChecks } from '../alerts/runChecks';

// The alert detection tests' set-up: the rows they plant and read (repository/alertRows.ts) and one
// run of the checks.

export * from './repository/alertRows';

/** The offline limit the tests run the checks with (the server's default). */
export const offlineAfterSeconds = 300;
export const minute = 60_000;

/** One run of the checks at `now`, as by an instance whose checks started at `startedAt`. */
export const check = (db: Db, now: number, startedAt = 0) => runAlertChecks(db, now, offlineAfterSeconds, startedAt);
