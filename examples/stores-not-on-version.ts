// The stores of a context whose registers (or STORE instances) are not all on a version yet, as CSV
// on stdout: one line per store, with how many of its targets lag and on what they are instead.
// Reads only, so a read-only token will do. See examples/README.md.
import { parseArgs } from 'node:util';
import { byteOrderMark, csvLine } from './src/csv';
import { expectData, konsoleClient, main, usageError, type KonsoleClient } from './src/client';
import { updatesWithTag, type UpdateKind } from './src/updates';

const usage = `Aufruf: npx tsx examples/stores-not-on-version.ts <Kontext> <Version> [--art kasse|store] [--bom]

  <Kontext>  der Schlüssel des Kontexts, z. B. SUEDKAUF
  <Version>  der Tag eines Updates, z. B. 5.13.1 (Kasse) oder 8.5.0 (STORE)
  --art      kasse oder store, nur nötig, wenn es den Tag bei beiden gibt
  --bom      mit Byte Order Mark, damit Excel Umlaute richtig liest

Umgebung: KONSOLE_URL (Adresse der Konsole), KONSOLE_TOKEN (API-Token).`;

/** One store and the versions its targets have (null: none known yet). */
interface StoreTargets {
  storeId: string;
  name: string;
  versions: (string | null)[];
}

function readArgs() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { art: { type: 'string' }, bom: { type: 'boolean', default: false } },
    });
  } catch (error) {
    throw usageError(`Falsche Argumente (${error instanceof Error ? error.message : String(error)}).`, usage);
  }
  const [context, version, ...rest] = parsed.positionals;
  if (!context || !version || rest.length > 0) throw usageError('Kontext und Version angeben.', usage);
  const art = parsed.values.art;
  if (art !== undefined && art !== 'kasse' && art !== 'store')
    throw usageError(`--art ist kasse oder store, nicht ${art}.`, usage);
  return { context, version, kind: art as UpdateKind | undefined, bom: parsed.values.bom };
}

/** Whether the tag is a register update's or a STORE update's, from the context's update lists. */
async function kindOf(client: KonsoleClient, context: string, version: string): Promise<UpdateKind> {
  const kinds = new Set((await updatesWithTag(client, context, version)).map((u) => u.kind));
  if (kinds.size > 1) throw usageError(`${version} gibt es als Kassen- und als STORE-Update: --art angeben.`, usage);
  const [kind] = kinds;
  if (kind) return kind;
  throw usageError(`Im Kontext ${context} gibt es kein Update mit dem Tag ${version} (oder --art angeben).`, usage);
}

/** Each store with the versions of its registers (the register tree). */
async function registerStores(client: KonsoleClient, context: string): Promise<StoreTargets[]> {
  const tree = await expectData(
    'Kassen lesen',
    client.GET('/api/frontend/cashpoints', { params: { query: { contextId: context } } }),
  );
  return tree.stores.map((store) => ({
    storeId: store.id,
    name: store.name ?? '',
    versions: store.cashpoints.map((c) => c.currentVersionTag),
  }));
}

/** Each store with the versions of its STORE instances (the store agents' list). */
async function storeServerStores(client: KonsoleClient, context: string): Promise<StoreTargets[]> {
  const list = await expectData(
    'STORE-Instanzen lesen',
    client.GET('/api/frontend/store-agents', { params: { query: { contextId: context } } }),
  );
  const byStore = new Map<string, StoreTargets>();
  for (const agent of list.storeAgents) {
    const store = byStore.get(agent.storeUid) ?? { storeId: agent.storeId, name: agent.name ?? '', versions: [] };
    store.versions.push(agent.currentVersionTag);
    byStore.set(agent.storeUid, store);
  }
  return [...byStore.values()];
}

/** '5.12.3 (2), ohne Version (1)': the versions the lagging targets have, most frequent first. */
function versionSummary(versions: readonly (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const v of versions) counts.set(v ?? 'ohne Version', (counts.get(v ?? 'ohne Version') ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([v, n]) => `${v} (${n})`)
    .join(', ');
}

/** Store numbers are digits: by value, not as text. */
const byStoreNumber = (a: StoreTargets, b: StoreTargets) =>
  a.storeId.length - b.storeId.length || a.storeId.localeCompare(b.storeId);

main(async () => {
  const args = readArgs();
  const client = konsoleClient();
  const kind = args.kind ?? (await kindOf(client, args.context, args.version));
  const stores =
    kind === 'kasse' ? await registerStores(client, args.context) : await storeServerStores(client, args.context);
  const out = [
    csvLine([
      'Marktnr.',
      'Markt',
      kind === 'kasse' ? 'Kassen' : 'STORE-Instanzen',
      `Nicht auf ${args.version}`,
      'Stattdessen',
    ]),
  ];
  // A store without targets has nothing to update and is left out.
  for (const store of stores.filter((s) => s.versions.length > 0).sort(byStoreNumber)) {
    const lagging = store.versions.filter((v) => v !== args.version);
    if (lagging.length === 0) continue;
    out.push(csvLine([store.storeId, store.name, store.versions.length, lagging.length, versionSummary(lagging)]));
  }
  process.stdout.write((args.bom ? byteOrderMark : '') + out.join(''));
  process.stderr.write(
    `${out.length - 1} Märkte nicht ganz auf ${args.version} (${kind === 'kasse' ? 'Kassen' : 'STORE'}).\n`,
  );
});
