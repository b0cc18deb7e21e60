import type { components } from '../../shared/generated/contract';
import { cashpointAgentInfo, cashpointInfo, storeAgentInfo } from './agentData';
import { Prng } from './prng';

type CashpointAgentInfo = components['schemas']['CashpointAgentInfo'];
type CashpointInfo = components['schemas']['CashpointInfo'];
type StoreAgentInfo = components['schemas']['StoreAgentInfo'];

/**
 * A register's machine (operating system, processors, memory, clock sync) stays what it is: its
 * agent info comes from a generator seeded by the register, not from the round's, which switched a
 * till between Windows and Linux from one full heartbeat to the next (and the reports' filters with it).
 * A store server's likewise (`posId` 'server'): drawn anew at each full heartbeat, its services
 * stopped and started at random, and every rollout's alert gate saw a rise within minutes (issue 45).
 */
export function machineOf(storeId: string, posId: string): Prng {
  let hash = 2166136261;
  for (const char of `${storeId}/${posId}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return new Prng(hash);
}

// The one rule of what a machine reports, for the demo seed and the simulator alike: the seed drew a
// register's data from its own running generator, the simulator from the machine's, so a seeded
// register changed its system and services with its first full heartbeat (issue 51).

/** A register's agent info and register info (services, configuration) as its machine has them. */
export function registerMachine(
  storeId: string,
  posId: string,
  nowSeconds: number,
): { agentInfo: CashpointAgentInfo; cashpointInfo: CashpointInfo } {
  const machine = machineOf(storeId, posId);
  const agentInfo = cashpointAgentInfo(machine, storeId, posId, nowSeconds);
  return { agentInfo, cashpointInfo: cashpointInfo(machine, storeId, posId, nowSeconds) };
}

/** A store server's agent info as its machine has it. */
export const storeServerMachine = (storeId: string, nowSeconds: number): StoreAgentInfo =>
  storeAgentInfo(machineOf(storeId, 'server'), storeId, nowSeconds);
