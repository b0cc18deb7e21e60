// A store's health (issue 51): one state from what its registers and store server last reported and
// whether its calendar has it open. Pure: the facts come in, the state and its German causes go out.
//
// The rule. Red is what stops the store selling now, so it holds only while the store is open (or
// its calendar names no hours, so the console cannot tell it is closed):
//   - a receipt printer or the card terminal (`eft`) offline, cover open, out of paper or in error;
//   - the card terminal unreachable;
//   - the oldest unsent receipt older than 30 minutes.
// Yellow needs care before it stops the store:
//   - a device with little paper, or another device (scanner, scale, display, drawer) not ok, while open;
//   - card payments taken offline and waiting to be sent;
//   - no terminal cut (Kassenschnitt) after a past day's payments (the bank does not pay them out);
//   - master data received but not applied; today's prices not applied while open;
//   - the oldest unsent receipt older than 30 minutes while closed (they still have to go out).
// A closed store's devices and terminal are no cause: a printer out of paper at night is refilled
// in the morning, and terminals are switched off. Green is neither.
import { storeHealthTexts } from '../../../shared/texts/de/storeHealth';
import type { components } from '../../../shared/generated/contract';
import { alertKindCatalogue } from '../../../shared/alerts/alertKinds';
import { beforeBerlinDay, berlinTime } from './berlin';

type Cause = components['schemas']['StoreHealthCause'];
type State = components['schemas']['StoreHealthState'];
type DeviceKind = components['schemas']['AgentPeripheral']['kind'];
type DeviceState = components['schemas']['AgentPeripheral']['state'];
type MasterDataKind = components['schemas']['AgentMasterData']['kind'];

const texts = storeHealthTexts.storeHealth.causes;

/**
 * Unsent receipts older than this make a store red (while open): the alert's default minutes, so the
 * store health and a context that keeps the default say the same.
 */
export const unsentLimitMs = alertKindCatalogue.receiptsUnsent.threshold.default * 60_000;

/** The devices without which a register cannot sell (the alert peripheralDown watches them too). */
export const sellingDevices: readonly DeviceKind[] = ['printer', 'eft'];
/** The states of such a device in which it still sells (little paper is a warning, not a stop). */
export const sellingStates: readonly DeviceState[] = ['ok', 'paperLow'];

/** Whether a device stops its register selling (red while the store is open). */
export const stopsSelling = (kind: DeviceKind, state: DeviceState) =>
  sellingDevices.includes(kind) && !sellingStates.includes(state);

/**
 * Whether a store counts as open: open by its calendar, or its calendar names no hours (nobody knows
 * it is closed, so what stops it selling is not hidden).
 */
export const countsAsOpen = (open: boolean | null) => open !== false;

export interface RegisterFacts {
  uid: string;
  posId: string;
  /** Its devices that are not ok (the ok ones may be left out). */
  peripherals: { kind: DeviceKind; state: DeviceState; since: number }[];
  payment?: {
    terminalId: string;
    reachable: boolean;
    reachableSince: number;
    uncutSince: number | null;
    offlineTransactions: number;
    oldestOfflineAt: number | null;
  };
  dataFlow?: { unsentReceipts: number; oldestUnsentAt: number | null };
}

export interface StoreFacts {
  storeUid: string;
  /** Open now by its calendar; null when its calendar names no opening hours. */
  open: boolean | null;
  registers: RegisterFacts[];
  masterData: { kind: MasterDataKind; version: string; receivedAt: number | null; appliedAt: number | null }[];
}

/** A cause with its time as a number, before the reply's ISO string. */
export type HealthCause = Omit<Cause, 'since'> & { since: number | null };

export interface StoreHealth {
  state: State;
  causes: HealthCause[];
}

/**
 * A cause's text is made only when `texts` holds: the store health list judges thousands of stores
 * for its counts but shows the causes of one page, and each text's time costs a zone conversion.
 * Without texts every cause's text is ''.
 */
type TextOf = (text: () => string) => string;
const withTexts: TextOf = (text) => text();
const withoutTexts: TextOf = () => '';

function registerCauses(register: RegisterFacts, open: boolean, now: number, textOf: TextOf): HealthCause[] {
  const causes: HealthCause[] = [];
  const add = (kind: Cause['kind'], state: 'red' | 'yellow', text: () => string, since: number | null) =>
    causes.push({ kind, state, subject: register.uid, text: textOf(text), since });
  if (open)
    for (const device of register.peripherals) {
      if (device.state === 'ok') continue;
      const red = stopsSelling(device.kind, device.state);
      add(
        'peripheral',
        red ? 'red' : 'yellow',
        () => texts.peripheral(device.kind, register.posId, device.state, berlinTime(device.since, now)),
        device.since,
      );
    }
  const payment = register.payment;
  if (payment) {
    if (open && !payment.reachable)
      add(
        'terminalUnreachable',
        'red',
        () => texts.terminalUnreachable(register.posId, payment.terminalId, berlinTime(payment.reachableSince, now)),
        payment.reachableSince,
      );
    if (payment.offlineTransactions > 0)
      add(
        'offlinePayments',
        'yellow',
        () =>
          texts.offlinePayments(
            register.posId,
            payment.offlineTransactions,
            payment.oldestOfflineAt === null ? null : berlinTime(payment.oldestOfflineAt, now),
          ),
        payment.oldestOfflineAt,
      );
    const uncutSince = payment.uncutSince;
    if (uncutSince !== null && beforeBerlinDay(uncutSince, now))
      add('cutMissing', 'yellow', () => texts.cutMissing(register.posId, berlinTime(uncutSince, now)), uncutSince);
  }
  const flow = register.dataFlow;
  const oldestUnsentAt = flow?.oldestUnsentAt ?? null;
  if (flow && flow.unsentReceipts > 0 && oldestUnsentAt !== null && now - oldestUnsentAt > unsentLimitMs)
    add(
      'receiptsUnsent',
      open ? 'red' : 'yellow',
      () => texts.receiptsUnsent(register.posId, flow.unsentReceipts, berlinTime(oldestUnsentAt, now)),
      oldestUnsentAt,
    );
  return causes;
}

function masterDataCauses(facts: StoreFacts, open: boolean, now: number, textOf: TextOf): HealthCause[] {
  const causes: HealthCause[] = [];
  for (const entry of facts.masterData) {
    const { kind, receivedAt, appliedAt } = entry;
    const cause = (c: Omit<HealthCause, 'subject' | 'state'>) =>
      causes.push({ ...c, state: 'yellow', subject: facts.storeUid });
    if (receivedAt !== null && (appliedAt === null || appliedAt < receivedAt))
      cause({
        kind: 'masterDataPending',
        text: textOf(() => texts.masterDataPending(kind, entry.version, berlinTime(receivedAt, now))),
        since: receivedAt,
      });
    else if (open && kind === 'prices' && (appliedAt === null || beforeBerlinDay(appliedAt, now)))
      cause({
        kind: 'masterDataMissing',
        text: textOf(() => texts.masterDataMissing(kind, appliedAt === null ? null : berlinTime(appliedAt, now))),
        since: appliedAt,
      });
  }
  return causes;
}

function causesOf(facts: StoreFacts, now: number, textOf: TextOf): HealthCause[] {
  const open = countsAsOpen(facts.open);
  return [
    ...facts.registers.flatMap((register) => registerCauses(register, open, now, textOf)),
    ...masterDataCauses(facts, open, now, textOf),
  ];
}

const stateOfCauses = (causes: readonly HealthCause[]): State =>
  causes.some((c) => c.state === 'red') ? 'red' : causes.length > 0 ? 'yellow' : 'green';

/** The store's state alone, by the same rule as `judgeStore` but without the causes' texts (a list's counts). */
export const storeState = (facts: StoreFacts, now: number): State => stateOfCauses(causesOf(facts, now, withoutTexts));

/** The store's state and its causes, red ones first, then the oldest first. */
export function judgeStore(facts: StoreFacts, now: number): StoreHealth {
  const causes = causesOf(facts, now, withTexts).sort(
    (a, b) =>
      (a.state === b.state ? 0 : a.state === 'red' ? -1 : 1) ||
      (a.since ?? Infinity) - (b.since ?? Infinity) ||
      a.text.localeCompare(b.text),
  );
  return { state: stateOfCauses(causes), causes };
}
