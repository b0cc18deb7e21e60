import type { AlertKind } from '../../shared/alerts/alertKinds';
import { rolloutFileOf, tseSerialOf } from '../../shared/alerts/alertLabel';
import { cashpointOffline } from './repository/checks/cashpointOffline';
import { dayCloseMissing } from './repository/checks/dayCloseMissing';
import { installFailed } from './repository/checks/installFailed';
import { notificationOverdue } from './repository/checks/notificationOverdue';
import { rolloutApproval } from './repository/checks/rolloutApproval';
import { rolloutFinished } from './repository/checks/rolloutFinished';
import { rolloutPaused } from './repository/checks/rolloutPaused';
import { serviceStopped } from './repository/checks/serviceStopped';
import { storeDown } from './repository/checks/storeDown';
import { tseExpiring } from './repository/checks/tseExpiring';
import { tseExportFailing } from './repository/checks/tseExportFailing';
import { tseFull } from './repository/checks/tseFull';
import { tseNotReady } from './repository/checks/tseNotReady';
import { tseSwapOverdue } from './repository/checks/tseSwapOverdue';
import type { AlertCheck } from './repository/checks/types';
import { eftCutMissing, masterDataMissing, peripheralDown, receiptsUnsent } from './sellingChecks';

/** The server's part of a kind of alert (its shared part: src/shared/alerts/alertKinds.ts). */
export interface ServerAlertKind {
  /** What detects the kind's causes (its SQL in checks/). */
  check: AlertCheck;
  /**
   * What the mail names the alert in its subject and first line: "Filiale 1003 ausgefallen". `store`
   * is the store's id (its name when it has none, '' for an alert without a store); `pos` the
   * register's, or '' for none; `detail` what the check stored (a rollout alert names its update).
   */
  mailWhat(store: string, pos: string, detail: string | null): string;
}

/**
 * Every kind's check and mail text, keyed by the shared catalogue's ids: a kind without its check
 * does not compile. The checks run in the shared catalogue's order (alertKinds).
 */
export const serverAlertKinds = {
  storeDown: {
    check: storeDown,
    mailWhat: (store) => `Filiale ${store} ausgefallen`,
  },
  cashpointOffline: {
    check: cashpointOffline,
    mailWhat: (store, pos) => `Kasse ${pos} in Filiale ${store} offline`,
  },
  installFailed: {
    check: installFailed,
    mailWhat: (store, pos) =>
      pos
        ? `Installation auf Kasse ${pos} in Filiale ${store} fehlgeschlagen`
        : `Installation in Filiale ${store} fehlgeschlagen`,
  },
  dayCloseMissing: {
    check: dayCloseMissing,
    mailWhat: (store) => `Tagesabschluss fehlt in Filiale ${store}`,
  },
  serviceStopped: {
    check: serviceStopped,
    mailWhat: (store) => `Dienst in Filiale ${store} gestoppt`,
  },
  rolloutApproval: {
    check: rolloutApproval,
    mailWhat: (_store, _pos, detail) => `Rollout von ${rolloutFileOf(detail)} wartet auf Freigabe`,
  },
  rolloutPaused: {
    check: rolloutPaused,
    mailWhat: (_store, _pos, detail) => `Rollout von ${rolloutFileOf(detail)} automatisch angehalten`,
  },
  rolloutFinished: {
    check: rolloutFinished,
    mailWhat: (_store, _pos, detail) => `Rollout von ${rolloutFileOf(detail)} abgeschlossen`,
  },
  tseExpiring: {
    check: tseExpiring,
    mailWhat: (store, _pos, detail) => `Zertifikat der TSE ${tseSerialOf(detail)} in Filiale ${store} läuft ab`,
  },
  tseFull: {
    check: tseFull,
    mailWhat: (store, _pos, detail) => `TSE ${tseSerialOf(detail)} in Filiale ${store} bald voll`,
  },
  tseExportFailing: {
    check: tseExportFailing,
    mailWhat: (store, _pos, detail) => `Export der TSE ${tseSerialOf(detail)} in Filiale ${store} fehlerhaft`,
  },
  tseNotReady: {
    check: tseNotReady,
    mailWhat: (store, _pos, detail) => `TSE ${tseSerialOf(detail)} in Filiale ${store} nicht bereit`,
  },
  tseSwapOverdue: {
    check: tseSwapOverdue,
    mailWhat: (store, _pos, detail) => `Austausch der TSE ${tseSerialOf(detail)} in Filiale ${store} überfällig`,
  },
  peripheralDown: {
    check: peripheralDown,
    mailWhat: (store, pos) => `Bondrucker oder Kartenterminal an Kasse ${pos} in Filiale ${store} gestört`,
  },
  eftCutMissing: {
    check: eftCutMissing,
    mailWhat: (store, pos) => `Kassenschnitt des Kartenterminals an Kasse ${pos} in Filiale ${store} fehlt`,
  },
  receiptsUnsent: {
    check: receiptsUnsent,
    mailWhat: (store, pos) => `Belege von Kasse ${pos} in Filiale ${store} nicht gesendet`,
  },
  masterDataMissing: {
    check: masterDataMissing,
    mailWhat: (store) => `Preise in Filiale ${store} heute nicht eingespielt`,
  },
  notificationOverdue: {
    check: notificationOverdue,
    mailWhat: (store) => `Kassenmeldung für Filiale ${store} überfällig`,
  },
} satisfies Record<AlertKind, ServerAlertKind>;

/** The server's part of a kind, or undefined for a kind this version does not know (stored by another). */
export function serverAlertKind(kind: string): ServerAlertKind | undefined {
  return Object.hasOwn(serverAlertKinds, kind) ? serverAlertKinds[kind as AlertKind] : undefined;
}
