import { Prng } from '../demo/prng';

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
