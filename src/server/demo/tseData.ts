import type { components } from '../../shared/generated/contract';
import { Prng } from './prng';

// The demo fleet's TSEs (issue 50), shared by the demo seed and the fleet simulator: every register
// has one (USB, SD card or cloud), in one context each store's registers share one LAN TSE that its
// store server reports too, and a few tell the cockpit's stories: expiring this quarter, one expired,
// one filling up fast, one whose export fails silently, a failed self-test, one not initialised, a
// swap in the history and two planned swaps (one due today, which the simulator carries out). Drawn
// from generators seeded by the context, so the same fleet gets the same TSEs; dates count from `now`.

type AgentTse = components['schemas']['AgentTse'];
type TseType = AgentTse['type'];

export interface TseFleetStore {
  storeId: string;
  /** The registers that report (a register never heard of reports no TSE). */
  posIds: string[];
  server: boolean;
}

export interface TseFleetContext {
  key: string;
  stores: TseFleetStore[];
  /** A lab on the bench: its TSEs are all healthy, none expires soon. */
  steady?: boolean;
}

/** One TSE of the fleet: who reports it, what it reports, how fast it signs. */
export interface PlannedTse {
  contextKey: string;
  storeId: string;
  /** The registers that report it: several for a shared LAN TSE. */
  posIds: string[];
  /** Whether the store server reports it too (the store's LAN TSE). */
  server: boolean;
  tse: AgentTse;
  /** Signatures a day, all its registers together. */
  perDay: number;
  /** A planned swap ('Austausch planen'): its day and note. */
  swap?: { date: string; note: string };
  /** The TSE it replaced some time ago (the seed writes the swap into the history). */
  replaced?: { tse: AgentTse; at: number };
}

/** Which context shares a LAN TSE per store, and which holds the special cases. */
export interface TseRoles {
  lan: string;
  special: string;
}

export const demoTseRoles: TseRoles = { lan: 'NORDMARKT', special: 'SUEDKAUF' };

const day = 86_400_000;
const year = 365 * day;
export const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();
/** The last time of day `hour` (UTC) at or before `now`: when the daily export or self-test ran. */
export const lastDaily = (now: number, hour: number) => {
  const at = Math.floor(now / day) * day + hour * 3_600_000;
  return at <= now ? at : at - day;
};

/** A generator seeded by a text, so each context (and each swap) draws the same values every time. */
export function seededBy(text: string): Prng {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return new Prng(hash);
}

const models: Record<TseType, { manufacturer: string; model: string; bsi: string; capacity: number | null }> = {
  usb: { manufacturer: 'Swissbit', model: 'USB TSE', bsi: 'BSI-K-TR-0362-2019', capacity: 20_000_000 },
  sd: { manufacturer: 'Swissbit', model: 'microSD TSE', bsi: 'BSI-K-TR-0362-2019', capacity: 20_000_000 },
  lan: { manufacturer: 'Epson', model: 'TSE-Server', bsi: 'BSI-K-TR-0373-2020', capacity: 40_000_000 },
  cloud: { manufacturer: 'fiskaly', model: 'SIGN DE', bsi: 'BSI-K-TR-0490-2021', capacity: null },
};

/** A serial as the TSEs report it: the hex hash of their key, here drawn from `prng`. */
const serialOf = (prng: Prng) => Array.from({ length: 32 }, () => '0123456789ABCDEF'[prng.int(0, 15)]).join('');

/** A fresh TSE in use since `activatedAt`, whose certificate ends on `validUntil`, signing `perDay`. */
export function newTse(
  prng: Prng,
  type: TseType,
  activatedAt: number,
  validUntil: number,
  perDay: number,
  now: number,
) {
  const m = models[type];
  const used = Math.floor((perDay * (now - activatedAt)) / day);
  const tse: AgentTse = {
    type,
    serial: serialOf(prng),
    bsiCertificateId: m.bsi,
    manufacturer: m.manufacturer,
    model: m.model,
    certificateValidUntil: dayText(validUntil),
    activatedAt: iso(activatedAt),
    signatureCounter: m.capacity === null ? used : Math.min(used, Math.floor(m.capacity * 0.75)),
    signatureCapacity: m.capacity,
    state: 'initialized',
    timeSet: true,
    lastExportAt: iso(lastDaily(now, 2)),
    lastExportOk: true,
    lastSelfTestAt: iso(lastDaily(now, 3)),
    lastSelfTestOk: true,
  };
  return tse;
}

/** An ordinary TSE: in use for up to four and a half years, now and then expiring within the quarter. */
function drawTse(prng: Prng, type: TseType, registers: number, now: number, steady = false) {
  const soon = prng.chance(0.07) && !steady;
  const validUntil = soon ? now + prng.int(3, 85) * day : now + prng.int(100, 5 * 365) * day;
  const activatedAt = Math.min(validUntil - 5 * year + prng.int(30, 270) * day, now - prng.int(20, 60) * day);
  const perDay = registers * prng.int(200, 1500);
  return { tse: newTse(prng, type, activatedAt, validUntil, perDay, now), perDay };
}

const byNumber = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/** The TSEs of a fleet, every register's and the LAN context's store servers'. */
export function demoTsePlan(contexts: readonly TseFleetContext[], now: number, roles = demoTseRoles): PlannedTse[] {
  const plan: PlannedTse[] = [];
  for (const context of contexts) {
    const prng = seededBy(`tse/${context.key}`);
    const lan = context.key === roles.lan;
    const stores = [...context.stores]
      .map((s) => ({ ...s, posIds: [...s.posIds].sort(byNumber) }))
      .sort((a, b) => byNumber(a.storeId, b.storeId));
    const own: PlannedTse[] = [];
    for (const store of stores) {
      if (lan && store.posIds.length > 0) {
        const drawn = drawTse(prng, 'lan', store.posIds.length, now, context.steady);
        own.push({
          contextKey: context.key,
          storeId: store.storeId,
          posIds: store.posIds,
          server: store.server,
          ...drawn,
        });
        continue;
      }
      for (const posId of store.posIds) {
        const type = prng.pick<TseType>(['usb', 'usb', 'usb', 'sd', 'sd', 'cloud', 'cloud']);
        own.push({
          contextKey: context.key,
          storeId: store.storeId,
          posIds: [posId],
          server: false,
          ...drawTse(prng, type, 1, now, context.steady),
        });
      }
    }
    if (lan) dueSwap(own, now);
    if (context.key === roles.special) specialCases(own, prng, now);
    plan.push(...own);
  }
  return plan;
}

/** The first store's LAN TSE ends in two days; its swap is planned for today (the simulator does it). */
function dueSwap(own: PlannedTse[], now: number) {
  const first = own[0];
  if (!first) return;
  first.tse.certificateValidUntil = dayText(now + 2 * day);
  first.swap = { date: dayText(now), note: 'Neue TSE liegt in der Filiale, Tausch nach Ladenschluss' };
}

/** The stories of the special context, each on another TSE where there are enough. */
function specialCases(own: PlannedTse[], prng: Prng, now: number) {
  const at = (i: number) => own[(i * 7) % Math.max(own.length, 1)];
  const expired = at(1);
  if (expired) expired.tse.certificateValidUntil = dayText(now - 12 * day);
  const filling = at(2);
  if (filling) {
    // About 91 % used at 60,000 signatures a day: full in about four weeks.
    Object.assign(filling.tse, { type: 'usb', ...capacityOf('usb'), signatureCounter: 18_250_000 });
    filling.perDay = 60_000;
  }
  const silent = at(3);
  if (silent) Object.assign(silent.tse, { lastExportAt: iso(lastDaily(now - 41 * day, 2)), lastExportOk: false });
  const selfTest = at(4);
  if (selfTest) selfTest.tse.lastSelfTestOk = false;
  const fresh = at(5);
  if (fresh) {
    Object.assign(fresh.tse, { state: 'notInitialized', timeSet: false, activatedAt: null, signatureCounter: 0 });
    fresh.perDay = 0;
  }
  const swapped = at(6);
  if (swapped) {
    // Swapped five weeks ago, after its certificate had ended: the history shows both.
    const swapAt = now - 35 * day;
    const old = newTse(prng, swapped.tse.type, now - 5 * year, now - 40 * day, swapped.perDay, swapAt);
    swapped.replaced = { tse: old, at: swapAt };
    swapped.tse = newTse(prng, swapped.tse.type, swapAt, now + 5 * year - 60 * day, swapped.perDay, now);
  }
  const planned = at(8);
  if (planned) {
    planned.tse.certificateValidUntil = dayText(now + 20 * day);
    planned.swap = { date: dayText(now + 10 * day), note: 'Techniker bestellt, Austausch vor Ladenöffnung' };
  }
}

const capacityOf = (type: TseType) => ({
  manufacturer: models[type].manufacturer,
  model: models[type].model,
  bsiCertificateId: models[type].bsi,
  signatureCapacity: models[type].capacity,
});
