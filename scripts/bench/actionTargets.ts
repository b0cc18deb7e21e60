// The registers of the bench fleet (stores numbered from 20001, registers 1..10) as the action
// checks name them: the bench's parts and its child processes ask for the same ones.

/** The bench fleet numbers its stores from here (seedFleet.ts). */
export const firstBenchStore = 20001;
export const registersPerBenchStore = 10;

/** The n-th register of the fleet, store by store. */
export function benchRegister(index: number): { storeId: string; posId: string } {
  return {
    storeId: String(firstBenchStore + Math.floor(index / registersPerBenchStore)),
    posId: String((index % registersPerBenchStore) + 1),
  };
}

/** The action check's path of the n-th register (without `wait`). */
export function benchActionTarget(index: number): string {
  const { storeId, posId } = benchRegister(index);
  return `/api/agent/actions?target=cashpoint&storeId=${storeId}&posId=${posId}`;
}
