// Applies the live stream's events to RTK Query's cache: a register's or store server's row is
// patched in the cached trees with `updateQueryData` (the documented streaming-update pattern: no
// request for a change the event carries whole); what an event only names (an alert, a rollout, an
// action) invalidates its tags, throttled, so the open pages refetch just that.
import { original } from '@reduxjs/toolkit';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { cashpointsApi, type GetCashpointTreeApiResponse } from '../cashpoints/endpoints.gen';
import { storeAgentsApi, type GetStoreAgentsApiResponse } from '../store-agents/endpoints.gen';
import { liveApi } from './endpoints.gen';
import type { LiveChanges, LiveEvent } from './types';
import { TagThrottle } from './tagThrottle';

// All areas inject into the one createApi; naming their tags here types `invalidateTags` for them
// (adding a tag type that exists already changes nothing).
const live = liveApi.enhanceEndpoints({
  addTagTypes: [
    'cashpointTree',
    'cashpoint',
    'storeAgentList',
    'storeAgent',
    'alerts',
    'home',
    'storeHealth',
    'rollouts',
    'cashpoint-updates',
    'store-updates',
    'actions',
  ],
});
type Tag = NonNullable<Parameters<typeof live.util.invalidateTags>[0][number]>;

/**
 * How often events may have a tag's open queries read again; 1 s unless named. The trees hold a
 * whole context (thousands of rows) and are patched from the events: a read only corrects what the
 * server derives (a row's `updated`), as often as the pages polled before the stream. The rollouts'
 * pages and the update lists, which a rollout's installs move every second, as often as the rollout
 * pages polled. A stream must never cost the server more reads than the polling it replaces.
 */
const throttleByTag: Record<string, number> = {
  cashpointTree: 60_000,
  storeAgentList: 60_000,
  rollouts: 5_000,
  alerts: 5_000,
  home: 5_000,
  'cashpoint-updates': 5_000,
  'store-updates': 5_000,
};
const throttleMs = (type: string) => throttleByTag[type] ?? 1_000;

const alertTags: Tag[] = ['alerts', 'home'];
const rolloutTags: Tag[] = ['rollouts', 'cashpoint-updates', 'store-updates'];
const reloadTags: Tag[] = [
  'cashpointTree',
  'cashpoint',
  'storeAgentList',
  'storeAgent',
  'storeHealth',
  ...alertTags,
  ...rolloutTags,
  'actions',
];

// The store's dispatch; typed by what the applier dispatches (the API layer does not know app/).
type LiveDispatch = ThunkDispatch<never, unknown, UnknownAction>;

/** What the tree patch found: whether the row was there and whether a field the server derives moved. */
interface Patched {
  found: boolean;
  versionChanged: boolean;
}

function applyChanges(row: { offline: boolean; currentVersionTag: string | null }, changes: LiveChanges): boolean {
  if (typeof changes.offline === 'boolean') row.offline = changes.offline;
  const versionChanged = changes.currentVersionTag !== undefined && changes.currentVersionTag !== row.currentVersionTag;
  if (changes.currentVersionTag !== undefined) row.currentVersionTag = changes.currentVersionTag;
  return versionChanged;
}

/** Patches one register of a cached tree; the store's offline count and version tags follow it. */
export function patchCashpointTree(draft: GetCashpointTreeApiResponse, event: LiveEvent): Patched {
  // Searched in the plain reply, not the draft: walking the draft would wrap each of thousands of
  // stores in a proxy.
  const stores = (original(draft) ?? draft).stores;
  let storeIndex = -1;
  let index = -1;
  for (let s = 0; s < stores.length && index < 0; s++) {
    if (event.storeUid && stores[s]!.uid !== event.storeUid) continue;
    index = stores[s]!.cashpoints.findIndex((c) => c.uid === event.uid);
    storeIndex = s;
  }
  if (index < 0) return { found: false, versionChanged: false };
  const store = draft.stores[storeIndex]!;
  const versionChanged = applyChanges(store.cashpoints[index]!, event.changes ?? {});
  const registers = original(store)?.cashpoints ?? store.cashpoints;
  const patched = registers.map((c, i) => (i === index ? { ...c, ...event.changes } : c));
  store.numberOfOfflineChildren = patched.filter((c) => c.offline).length;
  if (versionChanged)
    store.allVersionTags = [
      ...new Set(patched.flatMap((c) => (c.currentVersionTag ? [c.currentVersionTag] : []))),
    ].sort();
  return { found: true, versionChanged };
}

/** Patches one store server of the cached list; returns its store's number for its detail's tag. */
export function patchStoreAgents(draft: GetStoreAgentsApiResponse, event: LiveEvent): Patched & { storeId?: string } {
  const index = (original(draft) ?? draft).storeAgents.findIndex((a) => a.uid === event.uid);
  if (index < 0) return { found: false, versionChanged: false };
  const agent = draft.storeAgents[index]!;
  const versionChanged = applyChanges(agent, event.changes ?? {});
  return { found: true, versionChanged, storeId: agent.storeId };
}

export interface LiveApplier {
  apply(event: LiveEvent): void;
  /** Drops the throttled invalidations still waiting. */
  dispose(): void;
}

/** The applier of one stream (one context): its throttle lives as long as the stream. */
export function createLiveApplier(dispatch: LiveDispatch, contextId: string): LiveApplier {
  const throttle = new TagThrottle();
  const invalidate = (tags: Tag[]) => {
    for (const tag of tags) {
      const type = typeof tag === 'string' ? tag : tag.type;
      const key = typeof tag === 'string' ? tag : `${tag.type}:${String(tag.id)}`;
      throttle.run(key, throttleMs(type), () => dispatch(live.util.invalidateTags([tag])));
    }
  };

  const onCashpoint = (event: LiveEvent) => {
    let result: Patched = { found: false, versionChanged: false };
    dispatch(
      cashpointsApi.util.updateQueryData('getCashpointTree', { contextId }, (draft) => {
        result = patchCashpointTree(draft, event);
      }),
    );
    // The register's open detail; a register the tree does not have yet (a new one) needs the tree;
    // a new version also moves the row's `updated`, which only the server decides.
    const tags: Tag[] = event.uid ? [{ type: 'cashpoint', id: event.uid }] : [];
    if (!result.found || result.versionChanged) tags.push('cashpointTree');
    if (result.versionChanged) tags.push('cashpoint-updates');
    invalidate(tags);
  };

  const onStoreAgent = (event: LiveEvent) => {
    let result: Patched & { storeId?: string } = { found: false, versionChanged: false };
    dispatch(
      storeAgentsApi.util.updateQueryData('getStoreAgents', { contextId }, (draft) => {
        result = patchStoreAgents(draft, event);
      }),
    );
    const tags: Tag[] = result.storeId ? [{ type: 'storeAgent', id: result.storeId }] : [];
    if (!result.found || result.versionChanged) tags.push('storeAgentList');
    if (result.versionChanged) tags.push('store-updates');
    invalidate(tags);
  };

  return {
    apply(event) {
      // A stream serves one context; an event of another would patch the wrong tree.
      if (event.contextId !== contextId) return;
      if (event.kind === 'cashpoint') onCashpoint(event);
      else if (event.kind === 'storeAgent') onStoreAgent(event);
      else if (event.kind === 'alert') invalidate(alertTags);
      else if (event.kind === 'rollout') invalidate(rolloutTags);
      else if (event.kind === 'action') invalidate(['actions']);
      else if (event.kind === 'reload') invalidate(reloadTags);
    },
    dispose: () => throttle.dispose(),
  };
}
