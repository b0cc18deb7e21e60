import type { components } from '../generated/contract';
import { texts } from '../texts/de';

type AlertKind = components['schemas']['AlertKind'];

const t = texts.alertCommon;

/** An alert as people name it: "Filiale 1003, Kasse 2: Kasse offline" (the list, the audit log). */
export function alertLabel(alert: { kind: AlertKind; storeId: string | null; posId: string | null }): string {
  const where = [alert.storeId ? t.store(alert.storeId) : null, alert.posId ? t.cashpoint(alert.posId) : null];
  return t.label(
    where.filter((part): part is string => part !== null),
    t.kinds[alert.kind] ?? alert.kind,
  );
}

const storeColumns = texts.reports.store.columns as Record<string, { tooltip: string } | undefined>;

/** A store service as the store report's tooltip names it ('Dienst dzuska28', 'Dienst TSE-Server'). */
function serviceName(id: string): string {
  return storeColumns[id]?.tooltip ?? id;
}

/**
 * What an alert's detail says, in German: how many registers of a down store are offline, which
 * services stopped, or the update whose installation failed (the checks store ids and counts).
 */
export function alertDetailText(alert: { kind: AlertKind | string; detail: string | null }): string {
  if (!alert.detail) return '';
  if (alert.kind === 'storeDown') return t.offlineCount(alert.detail);
  if (alert.kind === 'serviceStopped') return alert.detail.split(', ').map(serviceName).join(', ');
  return alert.detail;
}
