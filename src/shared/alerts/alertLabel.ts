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
