import type { Db } from '../platform/db/connection';
import { berlinDay } from './logic';
import { detectFleetChanges, type DetectedCounts } from './repository/changesDetect';

/**
 * The changes to report, detected from the fleet in each alert run (before the checks, so the
 * deadline alert sees them): registers registered or created, gone; TSEs swapped; stores added or
 * gone. A register's serial and model are not among what the agents report: they change with the
 * master data (the register's fiscal fields), not here.
 */
export function detectFiscalChanges(db: Db, now: number): Promise<DetectedCounts> {
  return detectFleetChanges(db, now, berlinDay(now));
}
