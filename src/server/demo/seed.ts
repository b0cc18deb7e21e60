import path from 'node:path';
import { hashPassword } from '../accounts';
import type { Db } from '../platform/db/connection';
import type { Insertable } from 'kysely';
import type { InstallationsTable, SyncfileKind, SyncfileTargetsTable } from '../platform/db/schema';
import { cashpointAgentInfo, cashpointInfo, storeAgentInfo, storeName } from './agentData';
import {
  accountUidSource,
  cashpointPlan,
  demoContexts,
  demoHashSecret,
  demoRoles,
  demoUsers,
  storePlan,
} from './demoFleet';
import { Prng } from './prng';
import { registerMachine, storeServerMachine } from './machines';
import { FolderStore } from '../platform/storage/folderStore';
import type { UpdateStore } from '../platform/storage/updateStore';
import { updateRelativePath } from '../updates';
import { insertDemoUpdates } from './updatesSeed';
import { labContextKey, seedLab } from './labFleet';
import { seedDemoCalendars } from './calendarSeed';
import { seedDemoActions } from './actionsSeed';
import { seedDemoStoreHealth } from './storeHealthSeed';
import { seedDemoServiceAccount } from './serviceAccountSeed';
import { hasAnyContext, insertLinks, insertRow, insertRows, inSeedTransaction } from './repository/demoRows';

export { demoContexts, demoHashSecret, demoRoles, demoUsers } from './demoFleet';

/** Relative path of an update file under DATA_DIR (its `uploadFilepath`). */
export function updateFileRelativePath(contextKey: string, kind: SyncfileKind, filename: string): string {
  return updateRelativePath(contextKey, kind, filename);
}

/**
 * Each demo password hashed once per process. scrypt is slow on purpose (about 70 ms a hash), and a
 * test file seeds the demo once per database or more often (about 200 seeds in a test run). The
 * demo's passwords are printed in the README: demo databases of one process sharing a salt tell
 * nobody anything.
 */
const demoHashes = new Map<string, Promise<string>>();
function demoPasswordHash(password: string): Promise<string> {
  let hash = demoHashes.get(password);
  if (!hash) demoHashes.set(password, (hash = hashPassword(password)));
  return hash;
}

// A machine's data is its machine's (demo/machines.ts), as the simulator reports it, so a seeded
// register keeps its system and services with its first full heartbeat (issue 51). The seed's running
// generator still draws what it drew for them before, so the rest of the demo (names, ids, heartbeats,
// installations) stays what it was.
function registerRow(prng: Prng, storeId: string, posId: string, nowSeconds: number) {
  cashpointAgentInfo(prng, storeId, posId, nowSeconds);
  cashpointInfo(prng, storeId, posId, nowSeconds);
  const machine = registerMachine(storeId, posId, nowSeconds);
  return { agentInfo: JSON.stringify(machine.agentInfo), cashpointInfo: JSON.stringify(machine.cashpointInfo) };
}

function storeServerRow(prng: Prng, storeId: string, nowSeconds: number) {
  storeAgentInfo(prng, storeId, nowSeconds);
  return JSON.stringify(storeServerMachine(storeId, nowSeconds));
}

/**
 * Fills an empty database with the deterministic demo fleet and the four demo accounts. The update
 * files go to `files`, the configured store; a DATA_DIR stands for its default folder, `updates/`.
 */
export async function seedDemo(db: Db, files: UpdateStore | string, now = Date.now()): Promise<boolean> {
  const store = typeof files === 'string' ? new FolderStore(path.join(files, 'updates')) : files;
  if (await hasAnyContext(db)) return false;
  const prng = new Prng(20261122);
  const laterAccounts = new Prng(20261130);
  const nowSeconds = Math.floor(now / 1000);
  const day = 86400 * 1000;

  const contextIds = new Map<string, number>();
  const storesOf = new Map<string, { id: number; storeId: string }[]>();
  await inSeedTransaction(db, async (trx) => {
    for (const c of demoContexts) {
      const id = await insertRow(trx, 'contexts', {
        uid: prng.uid(),
        key: c.key,
        name: c.name,
        type: c.type,
        // The internal context's lab agents sign their requests too, so it has a secret as well.
        hashSecret: demoHashSecret(c.key),
        allStoreChecksVisible: 1,
        visibleStoreCheckIds: '[]',
        allCashpointChecksVisible: 1,
        visibleCashpointCheckIds: '[]',
      });
      contextIds.set(c.key, id);
    }

    const roleIds = new Map<string, number>();
    for (const r of demoRoles) {
      const id = await insertRow(trx, 'roles', {
        uid: accountUidSource(r, prng, laterAccounts).uid(),
        name: r.name,
        description: r.description,
        rights: JSON.stringify(r.rights),
        builtin: 1,
      });
      roleIds.set(r.name, id);
    }

    for (const u of demoUsers) {
      const userId = await insertRow(trx, 'users', {
        uid: accountUidSource(u, prng, laterAccounts).uid(),
        login: u.login,
        firstName: u.firstName,
        lastName: u.lastName,
        email: `${u.login}@kassen-konsole.example`,
        passwordHash: await demoPasswordHash(u.password),
        roleId: roleIds.get(u.role)!,
        allContextsVisible: u.contexts === 'all' ? 1 : 0,
        twoFactorEnabled: u.seed ? 1 : 0,
        twoFactorSeed: u.seed,
        twoFactorLastStep: null,
        columnFilters: '[]',
        columnWidths: '[]',
        createdAt: now,
      });
      if (u.contexts !== 'all') {
        const links = u.contexts.map((key) => ({ userId, contextId: contextIds.get(key)! }));
        await insertLinks(trx, 'userContexts', links);
      }
    }

    await seedDemoServiceAccount(trx, now);

    for (const c of demoContexts) {
      if (c.stores === 0) continue;
      const contextId = contextIds.get(c.key)!;
      let nextStoreId = 1000;
      const storeRows = Array.from({ length: c.stores }, () => ({
        uid: prng.uid(),
        contextId,
        storeId: String((nextStoreId += prng.int(1, 3))),
        name: storeName(prng),
      }));
      const storeIds = await insertRows(trx, 'stores', storeRows);
      const stores = storeRows.map((row, i) => ({ id: storeIds[i]!, storeId: row.storeId }));
      storesOf.set(c.key, stores);

      const deadStore = stores[prng.int(0, stores.length - 1)]!.id;
      const cashpointRows = stores.flatMap((store) =>
        Array.from({ length: prng.int(1, 12) }, (_, p) => {
          const posId = String(p + 1);
          const offline = store.id === deadStore || prng.chance(0.04);
          const never = !offline && prng.chance(0.01);
          return {
            uid: prng.uid(),
            storeRowId: store.id,
            posId,
            posType: p === 0 ? 'HAUPTKASSE' : prng.pick(['KASSE', 'KASSE', 'SB-KASSE']),
            agentVersion: prng.pick(['3.2.0', '3.2.1', '3.3.0']),
            lastHeartbeat: never ? null : offline ? now - prng.int(2, 48) * 3600 * 1000 : now - prng.int(5, 120) * 1000,
            additionalDataTimestamp: never ? null : now - prng.int(60, 3600) * 1000,
            ...(never ? { agentInfo: null, cashpointInfo: null } : registerRow(prng, store.storeId, posId, nowSeconds)),
          };
        }),
      );
      const cashpoints = (await insertRows(trx, 'cashpoints', cashpointRows)).map((id) => ({ id }));

      const agentRows = stores
        .filter(() => prng.chance(0.92))
        .map((store) => ({
          uid: prng.uid(),
          storeRowId: store.id,
          agentVersion: prng.pick(['2.8.0', '2.9.1']),
          lastHeartbeat:
            store.id === deadStore || prng.chance(0.05)
              ? now - prng.int(2, 30) * 3600 * 1000
              : now - prng.int(5, 120) * 1000,
          agentInfo: storeServerRow(prng, store.storeId, nowSeconds),
        }));
      const agents = (await insertRows(trx, 'storeAgents', agentRows)).map((id) => ({ id }));

      for (const [kind, plan, targets, prefix] of [
        ['cashpoint', cashpointPlan, cashpoints, 'kasse'],
        ['store', storePlan, agents, 'store'],
      ] as const) {
        const syncfileIds = await insertDemoUpdates(
          trx,
          store,
          prng,
          { contextId, contextKey: c.key, kind, prefix },
          plan,
          now,
        );

        // Most targets run the newest Aktiv update, some lag one behind, a few fail or are installing;
        // the Test/Labor update is checked for a handful of pilot targets.
        const column = kind === 'cashpoint' ? 'cashpointId' : 'storeAgentId';
        const activeIndexes = plan.flatMap((u, i) => (u.status === 2 && !u.archived ? [i] : []));
        const newest = activeIndexes[activeIndexes.length - 1]!;
        const previous = activeIndexes[activeIndexes.length - 2] ?? newest;
        const pilot = plan.findIndex((u) => u.status === 4);
        const installations: Insertable<InstallationsTable>[] = [];
        const checked: Insertable<SyncfileTargetsTable>[] = [];
        const install = (targetId: number, index: number, status: number) => {
          const at = now - prng.int(1, 20) * day;
          installations.push({
            syncfileId: syncfileIds[index]!,
            cashpointId: column === 'cashpointId' ? targetId : null,
            storeAgentId: column === 'storeAgentId' ? targetId : null,
            installationStatus: status,
            installingSince: status === 1 ? now - prng.int(1, 30) * 60 * 1000 : null,
            downloaded: status === 0 ? 0 : 1,
            log:
              status === 1
                ? null
                : `${new Date(at).toISOString()} Installation ${plan[index]!.version} ${status === 2 ? 'erfolgreich' : 'fehlgeschlagen: Dienst konnte nicht gestoppt werden'}\n`,
            logDate: status === 1 ? null : at,
            updatedAt: at,
          });
        };
        for (const t of targets) {
          if (activeIndexes.length > 1) install(t.id, previous, 2);
          const roll = prng.next();
          if (roll < 0.8) install(t.id, newest, 2);
          else if (roll < 0.86) install(t.id, newest, 3);
          else if (roll < 0.9) install(t.id, newest, 1);
          if (pilot >= 0 && prng.chance(0.08)) {
            checked.push({
              syncfileId: syncfileIds[pilot]!,
              cashpointId: column === 'cashpointId' ? t.id : null,
              storeAgentId: column === 'storeAgentId' ? t.id : null,
            });
            if (prng.chance(0.6)) install(t.id, pilot, 2);
          }
        }
        await insertLinks(trx, 'installations', installations);
        await insertLinks(trx, 'syncfileTargets', checked);
      }
    }
    await seedLab(trx, store, contextIds.get(labContextKey)!, now);
  });
  await seedDemoCalendars(db, contextIds, (key) => storesOf.get(key) ?? [], now);
  await seedDemoActions(db, now);
  await seedDemoStoreHealth(db, now);
  return true;
}
