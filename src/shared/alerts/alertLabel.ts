import { alertTexts } from '../texts/de/alerts';
import { reportTexts } from '../texts/de/reports';
import { storeHealthTexts } from '../texts/de/storeHealth';
import { alertKindCatalogue, alertKindEntry, type AlertKind, type DetailFormat } from './alertKinds';

const t = alertTexts.alertCommon;

/** An alert as people name it: "Filiale 1003, Kasse 2: Kasse offline" (the list, the audit log). */
export function alertLabel(alert: { kind: AlertKind; storeId: string | null; posId: string | null }): string {
  const where = [alert.storeId ? t.store(alert.storeId) : null, alert.posId ? t.cashpoint(alert.posId) : null];
  return t.label(
    where.filter((part): part is string => part !== null),
    t.kinds[alert.kind] ?? alert.kind,
  );
}

const storeColumns = reportTexts.reports.store.columns as Record<string, { tooltip: string } | undefined>;

/** A store service as the store report's tooltip names it ('Dienst dzuska28', 'Dienst TSE-Server'). */
function serviceName(id: string): string {
  return storeColumns[id]?.tooltip ?? id;
}

const devices = storeHealthTexts.storeHealth.devices as Record<string, string | undefined>;
const deviceStates = storeHealthTexts.storeHealth.deviceStates as Record<string, string | undefined>;

/** A device as 'kind:state' in a peripheral alert's detail, in German ('Bondrucker: Papier leer'). */
function deviceText(pair: string): string {
  const [kind = '', state = ''] = pair.split(':');
  return t.device(devices[kind] ?? kind, deviceStates[state] ?? state);
}

/** A rollout alert's detail as stored: the update's file name, a line break, then the rest (or nothing). */
function fileAndRest(detail: string): [string, string] {
  const cut = detail.indexOf('\n');
  return cut < 0 ? [detail, ''] : [detail.slice(0, cut), detail.slice(cut + 1)];
}

/** Each detail format's German text (the catalogue entry's `detail`). */
const detailTexts: Record<DetailFormat, (detail: string) => string> = {
  offlineCount: t.offlineCount,
  serviceNames: (detail) => detail.split(', ').map(serviceName).join(', '),
  rolloutWave: (detail) => t.rolloutWave(...fileAndRest(detail)),
  rolloutPause: (detail) => t.rolloutPause(...fileAndRest(detail)),
  tse: (detail) => {
    const [serial, fact] = fileAndRest(detail);
    const cut = fact.indexOf(':');
    const [code, value] = cut < 0 ? [fact, ''] : [fact.slice(0, cut), fact.slice(cut + 1)];
    return t.tse(serial, t.tseFacts[code]?.(value) ?? fact);
  },
  peripherals: (detail) => detail.split(', ').map(deviceText).join(', '),
  terminal: t.terminal,
  receipts: t.receipts,
};

/** The TSE a TSE alert is about (the first line of its detail), or '' for none. */
export const tseSerialOf = (detail: string | null): string => (detail ? fileAndRest(detail)[0] : '');

/** The update a rollout alert is about (the first line of its detail), or '' for none. */
export const rolloutFileOf = (detail: string | null): string => (detail ? fileAndRest(detail)[0] : '');

/**
 * What an alert's detail says, in German: how many registers of a down store are offline, which
 * services stopped, the update whose installation failed, or a rollout's update with its waiting
 * wave or pause reason (the checks store ids, counts and names).
 */
export function alertDetailText(alert: { kind: AlertKind | string; detail: string | null }): string {
  if (!alert.detail) return '';
  const known = Object.hasOwn(alertKindCatalogue, alert.kind);
  const format = known ? alertKindEntry(alert.kind as AlertKind).detail : undefined;
  return format ? detailTexts[format](alert.detail) : alert.detail;
}
