import { expectData, type KonsoleClient } from './client';

// The updates of a context that carry a tag (a version such as 5.13.1), of both kinds: registers'
// ('kasse') and STORE instances' ('store'). Archived updates count too: their version may still be
// installed.

export type UpdateKind = 'kasse' | 'store';

export async function updatesWithTag(
  client: KonsoleClient,
  contextId: string,
  tag: string,
): Promise<{ kind: UpdateKind; uid: string }[]> {
  const query = { params: { query: { contextId, showArchivedUpdates: true } } };
  const registers = await expectData('Kassen-Updates lesen', client.GET('/api/frontend/cashpoint-updates', query));
  // A server without the store agents feature has no store updates at all: 404, not an error here.
  const storeCall = client.GET('/api/frontend/store-updates', query);
  const stores =
    (await storeCall).response.status === 404 ? { syncfiles: [] } : await expectData('STORE-Updates lesen', storeCall);
  return [
    ...registers.syncfiles.filter((u) => u.tag === tag).map((u) => ({ kind: 'kasse' as const, uid: u.uid })),
    ...stores.syncfiles.filter((u) => u.tag === tag).map((u) => ({ kind: 'store' as const, uid: u.uid })),
  ];
}
