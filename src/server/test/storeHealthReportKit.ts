// The sections a register or store server reports of its ability to sell (issue 51), as the report
// tests send them: the register report's columns of devices, card terminal and receipts, the store
// report's master data columns.

/** An ISO time this many minutes from `now`. */
export const minutesFrom = (now: number, minutes: number) => new Date(now + minutes * 60_000).toISOString();

export interface RegisterHealth {
  /** The printer's state; the scanner and terminal are ok. */
  printer: string;
  reachable: boolean;
  /** Minutes before now of the terminal's last cut; null: never cut. */
  cutMinutesAgo: number | null;
  offline: number;
  unsent: number;
}

/** The register's heartbeat sections: a printer, a scanner and the card terminal, its payment and receipts. */
export function registerSections(now: number, h: RegisterHealth) {
  const at = (minutes: number) => minutesFrom(now, minutes);
  return {
    peripherals: [
      { kind: 'printer', name: 'Epson TM-T88', state: h.printer, since: at(-20) },
      { kind: 'scanner', name: 'Datalogic', state: 'ok', since: at(-600) },
      { kind: 'eft', name: 'Ingenico', state: 'ok', since: at(-600) },
    ],
    payment: {
      terminalId: 'T-4711',
      reachable: h.reachable,
      lastTransactionAt: at(-3),
      lastCutAt: h.cutMinutesAgo === null ? null : at(-h.cutMinutesAgo),
      offlineTransactions: h.offline,
      oldestOfflineAt: h.offline > 0 ? at(-45) : null,
    },
    dataFlow: {
      unsentReceipts: h.unsent,
      oldestUnsentAt: h.unsent > 0 ? at(-h.unsent) : null,
      lastUploadAt: at(-1),
    },
  };
}

/** A store server's master data: each kind's version and, unless `appliedMinutesAgo` is null, when it was applied. */
export function masterDataSections(
  now: number,
  files: Partial<Record<'prices' | 'promotions' | 'articles', [version: string, appliedMinutesAgo: number | null]>>,
) {
  return {
    masterData: Object.entries(files).map(([kind, [version, applied]]) => ({
      kind,
      version,
      receivedAt: minutesFrom(now, -120),
      appliedAt: applied === null ? null : minutesFrom(now, -applied),
    })),
  };
}

/** Varied values for some registers and store servers of a demo context, so each new column sorts and filters. */
export const healthSamples: RegisterHealth[] = [
  { printer: 'paperOut', reachable: false, cutMinutesAgo: 26 * 60, offline: 12, unsent: 140 },
  { printer: 'ok', reachable: true, cutMinutesAgo: 60, offline: 0, unsent: 0 },
  { printer: 'paperLow', reachable: true, cutMinutesAgo: 3 * 60, offline: 2, unsent: 15 },
  { printer: 'error', reachable: true, cutMinutesAgo: null, offline: 0, unsent: 3 },
];
export const masterDataSamples = (now: number) => [
  masterDataSections(now, { prices: ['P-2026-11-30', 60], promotions: ['A-48', 120], articles: ['S-7', 600] }),
  masterDataSections(now, { prices: ['P-2026-11-29', null], promotions: ['A-47', 2000] }),
];
