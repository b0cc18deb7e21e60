import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { emptyApi } from '../emptyApi';
import { cashpointsApi } from '../cashpoints/endpoints.gen';
import { storeAgentsApi, type StoreAgentTreeItem } from '../store-agents/endpoints.gen';
import { stores } from '../../testing/cashpointsKit';
import { createLiveApplier, type LiveApplier, type LiveEvent } from '.';

const contextId = 'NORDMARKT';

const appliers: LiveApplier[] = [];
afterEach(() => appliers.splice(0).forEach((applier) => applier.dispose()));

/** A store with the API alone (the API layer knows no app/), recording the tags invalidated. */
function setup() {
  const invalidated: unknown[] = [];
  const record: Middleware = () => (next) => (action) => {
    if (emptyApi.util.invalidateTags.match(action as UnknownAction))
      invalidated.push(...(action as ReturnType<typeof emptyApi.util.invalidateTags>).payload);
    return next(action);
  };
  const store = configureStore({
    reducer: { [emptyApi.reducerPath]: emptyApi.reducer },
    middleware: (getDefault) => getDefault().concat(record, emptyApi.middleware),
  });
  // upsertQueryEntries writes at once (upsertQueryData goes through a thunk's later fulfilment).
  store.dispatch(
    cashpointsApi.util.upsertQueryEntries([
      { endpointName: 'getCashpointTree', arg: { contextId }, value: { stores } },
    ]),
  );
  // The state of the one createApi; typed by emptyApi, which names no endpoints.
  const state = () => store.getState() as never;
  const tree = () => cashpointsApi.endpoints.getCashpointTree.select({ contextId })(state()).data!;
  const applier = createLiveApplier(store.dispatch, contextId);
  appliers.push(applier);
  return { store, state, tree, applier, invalidated };
}

const event = (extra: Partial<LiveEvent>): LiveEvent => ({ kind: 'cashpoint', contextId, ...extra });

describe('the live events in the cache', () => {
  it("patches a register going offline in the cached tree and recounts its store's offline registers", () => {
    const { tree, applier, invalidated } = setup();
    applier.apply(event({ uid: 'c1001-1', storeUid: 's1001', changes: { offline: true } }));
    const store = tree().stores[0]!;
    expect(store.cashpoints.map((c) => c.offline)).toEqual([true, true]);
    expect(store.numberOfOfflineChildren).toBe(2);
    // The other stores stay the same objects: their rows are not built again.
    expect(tree().stores[1]).toBe(stores[1]);
    // Its open detail refreshes; the tree itself is not fetched again (nor the health marks, which
    // keep their own minute).
    expect(invalidated).toEqual([{ type: 'cashpoint', id: 'c1001-1' }]);

    applier.apply(event({ uid: 'c1002-1', changes: { offline: false } }));
    expect(tree().stores[1]!.numberOfOfflineChildren).toBe(0);
  });

  it("takes a new version into the store's tags and asks the server for the update state", () => {
    const { tree, applier, invalidated } = setup();
    applier.apply(event({ uid: 'c1001-2', storeUid: 's1001', changes: { currentVersionTag: '5.13.1' } }));
    expect(tree().stores[0]!.allVersionTags).toEqual(['5.13.1']);
    expect(tree().stores[0]!.cashpoints[1]!.currentVersionTag).toBe('5.13.1');
    expect(invalidated).toEqual([{ type: 'cashpoint', id: 'c1001-2' }, 'cashpointTree', 'cashpoint-updates']);
  });

  it('fetches the tree for a register it does not have, and ignores events of another context', () => {
    const { tree, applier, invalidated } = setup();
    const before = tree();
    applier.apply(event({ contextId: 'SUEDKAUF', uid: 'c1001-1', changes: { offline: true } }));
    expect(tree()).toBe(before);
    expect(invalidated).toEqual([]);
    applier.apply(event({ uid: 'c-new', storeUid: 's1003', changes: { offline: false } }));
    expect(invalidated).toContain('cashpointTree');
  });

  it("patches a store server's row and refreshes its open detail", () => {
    const { store, state, applier, invalidated } = setup();
    const agent: StoreAgentTreeItem = {
      storeId: '1001',
      name: 'Kiel',
      uid: 'a1',
      storeUid: 's1001',
      offline: false,
      updated: true,
      currentVersionTag: '2.0.0',
      agentVersion: '1.0',
      lastHeartbeat: null,
    };
    store.dispatch(
      storeAgentsApi.util.upsertQueryEntries([
        { endpointName: 'getStoreAgents', arg: { contextId }, value: { storeAgents: [agent] } },
      ]),
    );
    applier.apply(event({ kind: 'storeAgent', uid: 'a1', storeUid: 's1001', changes: { offline: true } }));
    const list = storeAgentsApi.endpoints.getStoreAgents.select({ contextId })(state()).data!;
    expect(list.storeAgents[0]!.offline).toBe(true);
    expect(invalidated).toEqual([{ type: 'storeAgent', id: '1001' }]);
  });

  it('invalidates the tags of alerts, rollouts and actions, throttled (alerts at most every 5 s)', () => {
    jest.useFakeTimers();
    const { applier, invalidated } = setup();
    applier.apply(event({ kind: 'alert', uid: 'al1', state: 'opened' }));
    applier.apply(event({ kind: 'alert', uid: 'al2', state: 'opened' }));
    applier.apply(event({ kind: 'alert', uid: 'al3', state: 'closed' }));
    expect(invalidated).toEqual(['alerts', 'home']);
    jest.advanceTimersByTime(4_000);
    expect(invalidated).toEqual(['alerts', 'home']);
    jest.advanceTimersByTime(1_000);
    // The two later ones come as one, 5 s after the first.
    expect(invalidated).toEqual(['alerts', 'home', 'alerts', 'home']);

    invalidated.length = 0;
    applier.apply(event({ kind: 'rollout' }));
    applier.apply(event({ kind: 'action', uid: 'x1' }));
    expect(invalidated).toEqual(['rollouts', 'cashpoint-updates', 'store-updates', 'actions']);
  });

  it('reads everything of the context again on reload', () => {
    const { applier, invalidated } = setup();
    applier.apply(event({ kind: 'reload' }));
    expect(invalidated).toEqual(
      expect.arrayContaining(['cashpointTree', 'storeAgentList', 'alerts', 'rollouts', 'actions', 'storeHealth']),
    );
  });
});
