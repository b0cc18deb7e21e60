// The input checks of storeHealth beyond the contract's schemas, with German messages from
// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out). The
// contract already refuses unknown kinds and states, negative counts, more than 20 devices and times
// that are no times.
import { storeHealthTexts } from '../../shared/texts/de/storeHealth';
import type { components } from '../../shared/generated/contract';

type CashpointHeartbeat = components['schemas']['CashpointHeartbeat'];
type StoreHeartbeat = components['schemas']['StoreAgentHeartbeat'];
const problems = storeHealthTexts.storeHealth.problems;

/** How far ahead of the server's clock a device's `since` may lie (the register's clock may run a little fast). */
export const maxAheadMs = 5 * 60_000;

/** What a register's heartbeat reports of its devices and cannot be stored: a device twice, a `since` ahead. */
export function cashpointHealthProblems(heartbeat: CashpointHeartbeat, now: number): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  (heartbeat.peripherals ?? []).forEach((device, index) => {
    const key = `${device.kind}\u0000${device.name}`;
    if (seen.has(key)) found.push(problems.peripheralTwice(device.kind, device.name));
    seen.add(key);
    if (Date.parse(device.since) > now + maxAheadMs)
      found.push(problems.sinceInFuture(`peripherals[${index}].since`, device.since));
  });
  return found;
}

/** What a store server's heartbeat reports of its master data and cannot be stored: a kind twice. */
export function storeServerHealthProblems(heartbeat: StoreHeartbeat): string[] {
  const kinds = (heartbeat.masterData ?? []).map((entry) => entry.kind);
  return [...new Set(kinds.filter((kind, index) => kinds.indexOf(kind) !== index))].map(problems.masterDataTwice);
}
