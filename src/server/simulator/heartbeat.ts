import type { Prng } from '../demo/prng';
import { labCashpointAgentInfo, labCashpointInfo, labStoreAgentInfo } from '../demo/labHealth';
import { demoFileVersion } from '../demo/updatesSeed';
import type { ActionPlayer } from './actions';
import { withTseError, withTseStopped, type BadVersions } from './badVersions';
import type { SimStore, SimTarget } from './fleet';
import { registerMachine, storeServerMachine } from '../demo/machines';
import { reportedTse } from './tseState';
import { registerSections, serverSections, storeIsOpen } from './storeHealth';
import { repairedCashpointAgentInfo, repairedCashpointInfo, repairedStoreInfo, tseRepaired } from './repairs';
import type { AgentClient, AgentReply } from './transport';

/** What a heartbeat needs of its simulator. */
export interface BeatSource {
  prng: Prng;
  now(): number;
  nowSeconds(): number;
  /** Every how many beats a target sends its full info; 0: never (but after a change). */
  fullInfoEvery: number;
  bad: BadVersions;
  actions: ActionPlayer;
  /** Devices, terminal, receipts and master data in the beats (issue 51); off for the bench's comparison. */
  storeHealth: boolean;
  /** Whether a register says if a receipt is open (issue 49); off for the bench's comparison of the mix without it. */
  openReceipts: boolean;
}

/**
 * One heartbeat of a register or store server, with its full info every `fullInfoEvery` beats and
 * whenever something changed on it (its TSE stopped or ran again, an action restarted a service);
 * a register says whether a receipt is open on it. Resolves with the server's reply.
 */
export async function sendHeartbeat(
  source: BeatSource,
  client: AgentClient,
  store: SimStore,
  t: SimTarget,
  steady: boolean,
): Promise<AgentReply> {
  const { prng } = source;
  // A TSE that stopped or runs again is reported with the next beat, not only with the next full one;
  // a TSE restarted by a remote action runs, whatever version stopped it.
  const tseStopped = source.bad.tseStopped(client.contextKey, store) && !tseRepaired(store);
  const full =
    (source.fullInfoEvery > 0 && t.beats % source.fullInfoEvery === 0) ||
    tseStopped !== (t.tseStopped ?? false) ||
    t.fullNext === true;
  t.tseStopped = tseStopped;
  t.fullNext = false;
  t.beats += 1;
  const now = source.nowSeconds();
  const version = demoFileVersion(t.current);
  const tse = <T>(info: T, stopped: (i: T) => T) => (tseStopped ? stopped(info) : info);
  // Its TSE (issue 50) with the full info, as it stands on the agents' clock.
  const fiscal = full && t.tse ? { tse: reportedTse(t.tse, source.now()) } : {};
  if (t.posId === null)
    return client.post('/api/agent/store-agents/heartbeat', {
      storeId: t.storeId,
      storeName: store.name || null,
      agentVersion: '2.9.1',
      currentVersion: t.current,
      ...(full
        ? {
            agentInfo: tse(
              repairedStoreInfo(
                t,
                steady ? labStoreAgentInfo(prng, t.storeId, now, version) : storeServerMachine(t.storeId, now),
              ),
              withTseStopped,
            ),
            ...fiscal,
          }
        : {}),
      // Its master data (issue 51): with the full info, and at once when a file came.
      ...(source.storeHealth ? serverSections(t, source.now(), full) : {}),
    });
  // The machine's data (the seed's too, demo/machines.ts), drawn for a full beat only; the lab's
  // healthy on the round's generator.
  const machine = full && !steady ? registerMachine(t.storeId, t.posId, now) : null;
  return client.post('/api/agent/cashpoints/heartbeat', {
    storeId: t.storeId,
    posId: t.posId,
    posType: t.posId === '1' ? 'HAUPTKASSE' : 'KASSE',
    agentVersion: '3.3.0',
    currentVersion: t.current,
    ...(source.openReceipts ? { openReceipt: source.actions.openReceipt(t, storeIsOpen(store, source.now())) } : {}),
    ...(full
      ? {
          agentInfo: repairedCashpointAgentInfo(
            t,
            machine?.agentInfo ?? labCashpointAgentInfo(prng, t.storeId, t.posId, now, version),
          ),
          cashpointInfo: tse(
            repairedCashpointInfo(t, machine?.cashpointInfo ?? labCashpointInfo(prng, t.storeId, t.posId, now)),
            withTseError,
          ),
          ...fiscal,
        }
      : {}),
    // Its devices, terminal and receipts (issue 51): with the full info, and at once when they changed.
    ...(source.storeHealth ? registerSections(t, source.now(), full) : {}),
  });
}
