import type { components } from '../../shared/generated/contract';
import { berlinDay, berlinDayStart } from '../storeHealth/logic';
import { machineOf } from './machines';

// What a store's ability to sell looks like in the demo (issue 51), one rule for the seed and the
// simulator: a register's devices and card terminal, its unsent receipts, a store server's master
// data, and which machines are prone to which trouble. Deterministic per store and register, as
// `machineOf` makes the machines: the same till runs out of paper again, the same line drops.

type Peripheral = components['schemas']['AgentPeripheral'];
type MasterData = components['schemas']['AgentMasterData'];

const minute = 60_000;

/** A number from 0 to 1 of a machine and a topic, the same every time. */
export const trait = (storeId: string, posId: string, topic: string): number =>
  machineOf(storeId, `${posId}/${topic}`).next();

/** A register whose receipt printer runs out of paper now and then during opening hours (about one in twelve). */
export const paperProne = (storeId: string, posId: string) => trait(storeId, posId, 'paper') < 0.08;
/** A register whose card terminal now and then misses its end-of-day cut (about one in fifteen). */
export const cutProne = (storeId: string, posId: string) => trait(storeId, posId, 'cut') < 0.07;
/** Whether a cut-prone terminal misses the cut of the day `day` ('YYYY-MM-DD'): about one day in three. */
export const missesCut = (storeId: string, posId: string, day: string) => trait(storeId, posId, `cut/${day}`) < 0.34;
/** A store whose line to head office drops now and then (about one in twelve). */
export const uplinkProne = (storeId: string) => trait(storeId, 'server', 'uplink') < 0.08;
/** A store server that now and then does not get the day's price file (about one in twelve). */
export const pricesProne = (storeId: string) => trait(storeId, 'server', 'prices') < 0.08;
/** Whether a prone store server misses the price file of `day`: about one day in three. */
export const missesPrices = (storeId: string, day: string) => trait(storeId, 'server', `prices/${day}`) < 0.34;

/** How long after running out of paper a register's printer is refilled: 40 to 60 minutes. */
export const refillAfterMs = (storeId: string, posId: string, since: number) =>
  (40 + Math.floor(trait(storeId, posId, `refill/${since}`) * 21)) * minute;

/** The card terminal's id as the payment platform names it. */
export const terminalIdOf = (storeId: string, posId: string) =>
  `6${storeId.padStart(5, '0').slice(-5)}${posId.padStart(2, '0').slice(-2)}`;

/** A register's devices, all ok since `okSince`, the printer as given. */
export function peripheralsOf(
  storeId: string,
  posId: string,
  printer: { state: Peripheral['state']; since: number },
  okSince: number,
): Peripheral[] {
  const ok = (kind: Peripheral['kind'], name: string): Peripheral => ({
    kind,
    name,
    state: 'ok',
    since: new Date(okSince).toISOString(),
  });
  const scanner = trait(storeId, posId, 'scanner') < 0.5 ? 'Scanner Magellan 3550' : 'Handscanner Datalogic QD2590';
  return [
    {
      kind: 'printer',
      name: 'Bondrucker TM-T88VI',
      state: printer.state,
      since: new Date(printer.since).toISOString(),
    },
    ok('scanner', scanner),
    ok('drawer', 'Kassenschublade'),
    ok('eft', `Kartenterminal ${terminalIdOf(storeId, posId)}`),
  ];
}

/** When a store's daily master data files arrive: 00:05 to 00:45 in Berlin, per store. */
export const deliveryAt = (storeId: string, at: number) =>
  berlinDayStart(at) + (5 + Math.floor(trait(storeId, 'server', 'delivery') * 41)) * minute;

/** The version of a kind of master data on a Berlin day: prices and articles daily, promotions weekly. */
export function fileVersion(kind: MasterData['kind'], day: string): string {
  if (kind === 'prices') return `PREISE-${day.replaceAll('-', '')}`;
  if (kind === 'articles') return `ARTIKEL-${day.replaceAll('-', '')}`;
  const date = new Date(`${day}T12:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * 86_400_000);
  return `AKTIONEN-${monday.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The file of `kind` as delivered at `deliveredAt`: received then, applied two to six minutes later. */
export function delivered(storeId: string, kind: MasterData['kind'], deliveredAt: number): MasterData {
  const applied = deliveredAt + (2 + Math.floor(trait(storeId, 'server', `apply/${kind}`) * 5)) * minute;
  return {
    kind,
    version: fileVersion(kind, berlinDay(deliveredAt)),
    receivedAt: new Date(deliveredAt).toISOString(),
    appliedAt: new Date(applied).toISOString(),
  };
}

/** The last delivery of a store's files at or before `at`: today's once it came, else yesterday's. */
export function lastDeliveryAt(storeId: string, at: number): number {
  const today = deliveryAt(storeId, at);
  return today <= at ? today : deliveryAt(storeId, berlinDayStart(at) - 12 * 3_600_000);
}
