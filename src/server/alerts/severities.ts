import type { Db } from '../platform/db/connection';
import type { AlertSeverities } from '../../shared/alerts/alertSeverity';
import { loadAlertSettings } from './settings';

/** Each of these contexts' severity per kind, as its alert settings say now (the defaults when it saved none). */
export async function contextSeverities(db: Db, contextIds: number[]): Promise<Map<number, AlertSeverities>> {
  const settings = await loadAlertSettings(db, contextIds);
  return new Map([...settings].map(([id, value]) => [id, value.notify.severities]));
}
