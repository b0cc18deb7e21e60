import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import { currentVersionsSql } from '../../updates';
import { parseJsonObject } from '../../platform/db/json';
import type { components } from '../../../shared/generated/contract';
import { isoTime } from '../../platform/ids';
import { isOffline, type BuiltStore } from '../../fleet';
import { idBatches } from '../../platform/db/paddedIds';
import { asBool, asInt, asText, sharedStrings } from '../../platform/db/repository/jsonField';
import { storeServiceIds } from '../../../shared/reports/storeColumns';
import { masterDataByStore, noMasterData } from './storeMasterData';

type StoreReportRow = components['schemas']['StoreReportRow'];
type ReportTimestamp = components['schemas']['ReportTimestamp'];
type StoreAgentInfo = components['schemas']['StoreAgentInfo'];
type Timestamped = components['schemas']['TimestampedValue'] | undefined;

interface Row {
  stid: number;
  aid: number;
  uid: string;
  sid: string;
  sname: string;
  hb: number | string | null;
  info: string | null;
}

function stamp(value: Timestamped): ReportTimestamp {
  if (!value || (value.value == null && value.timestamp == null)) return null;
  return { value: asText(value.value), timestamp: asInt(value.timestamp) };
}

/** A flag the store server writes into a file as '1' / '0' (or 'true' / 'false'). */
const fileFlag = (value: Timestamped) => asBool(value?.value ?? null);

/** One report row from what the store server last reported; values it never sent stay null. */
function storeReportRow(
  row: {
    uid: string;
    storeId: string;
    storeName: string;
    lastHeartbeat: number | null;
    currentVersionTag: string | null;
  },
  info: StoreAgentInfo | null,
  offline: boolean,
): StoreReportRow {
  const store = info?.storeInfo;
  const files = info?.fileValues;
  const dbValues = info?.dbValues;
  const apps = info?.appValues;
  const serviceInfo = info?.serviceInfo ?? {};
  const serviceStates = Object.fromEntries(storeServiceIds.map((name) => [name, serviceInfo[name]?.state ?? null]));
  return {
    uid: row.uid,
    storeName: row.storeName ? `${row.storeId} ${row.storeName}` : row.storeId,
    lastHeartbeat: isoTime(row.lastHeartbeat),
    currentVersionTag: row.currentVersionTag,
    storeVersion: store?.storeVersion ?? null,
    license: store?.license ?? null,
    licenseProcedure: store?.licenseProcedure ?? null,
    identNumber: store?.identNumber ?? null,
    serialNumber: store?.serialNumber ?? null,
    tbeg: stamp(files?.tbeg),
    tabsletzte: stamp(files?.tabsletzte),
    tabsok: stamp(files?.tabsok),
    dzuskarun: stamp(files?.dzuskarun),
    diwastop_err: stamp(files?.diwastop_err),
    tabsaktiv: dbValues?.tabsaktiv ?? null,
    kabsvortag: dbValues?.kabsvortag ?? null,
    kabslaufendertag: dbValues?.kabslaufendertag ?? null,
    wwsBelegverarbeitungAktiv: dbValues?.wwsbelegverarbeitungaktiv ?? null,
    bonaufloesungWAModulAktiv: dbValues?.bonaufloesungwamodulaktiv ?? null,
    datenverarbeitungHQAktiv: dbValues?.datenverarbeitunghqaktiv ?? null,
    // POSCONNECT receipt processing and the TILLSERVER are columns no store server reports yet
    // (their columns are disabled); the row carries them empty so the contract stays complete.
    posReceiptProcessingActive: null,
    lastPosReceiptProcessing: null,
    tillServerVersion: null,
    tillServerActive: null,
    tseServerVersion: apps?.tseserverversion ?? null,
    tseServerRunning: apps?.tseserverrunning ?? null,
    sigmabackupaktiv: fileFlag(files?.sigmabackupaktiv),
    lastsigmabackup: stamp(files?.lastsigmabackup),
    lastsigmabackuperfolg: asText(files?.lastsigmabackuperfolg?.value ?? null),
    updateaktiv: fileFlag(files?.updateaktiv),
    lastupdate: stamp(files?.lastupdate),
    lastupdateerfolg: asText(files?.lastupdateerfolg?.value ?? null),
    diwadebu_log: asText(files?.diwadebu_log?.value ?? null),
    lastPosConnectUpdate: stamp(files?.lastposconnectupdate),
    lastPosConnectUpdateErfolg: fileFlag(files?.lastposconnectupdateerfolg),
    posConnectBuildTag: info?.posConnectInfo?.buildTag ?? null,
    ...serviceStates,
    dutiservStartart: serviceInfo.dutiserv?.startType ?? null,
    pgsqlVersion: apps?.pgsqlversion ?? null,
    offline,
  };
}

/** The row's strings, also those of its timestamped values, as one string per value (see `sharedStrings`). */
function sharedValues(row: StoreReportRow, shared: ReturnType<typeof sharedStrings>) {
  const values = row as unknown as Record<string, unknown>;
  for (const key of Object.keys(values)) {
    const value = values[key];
    if (typeof value === 'string') values[key] = shared(value);
    else if (value && typeof value === 'object' && 'value' in value) value.value = shared(value.value);
  }
}

/** The current version tag of the store servers of the given stores (all with null), by target id. */
async function versionTags(db: Db, contextId: number, storeRowIds: number[] | null): Promise<Map<number, string>> {
  const storeFilter = storeRowIds === null ? sql`` : sql`where t.store_row_id in (${sql.join(storeRowIds)})`;
  const versions = await sql<{ tid: number; tag: string }>`
    select cur.target_id as tid, cur.tag from (${currentVersionsSql('store', contextId)}) cur
    join store_agents t on t.id = cur.target_id ${storeFilter}
  `.execute(db.kysely);
  return new Map(versions.rows.map((r) => [Number(r.tid), r.tag]));
}

/**
 * The store servers of the given stores of a context (all with null) as report rows.
 * A context has at most one store server per store (thousands, not tens of thousands), and a row
 * needs most of the agent's info, so the info is parsed here rather than picked apart in SQL.
 */
export async function storeReportStores(
  db: Db,
  contextId: number,
  now: number,
  offlineAfterSeconds: number,
  storeRowIds: number[] | null,
): Promise<Map<number, BuiltStore<StoreReportRow>>> {
  // The store servers a batch of stores at a time (see `idBatches`): the info texts and their
  // parsed objects of one batch are alive at once, not those of every store.
  const batches = storeRowIds === null ? [null] : idBatches(storeRowIds);
  // One batch (a few stores changed, the usual rebuild) reads only its targets' versions; several
  // read the whole context's once, as a grouped query per batch would cost more.
  const wholeContext = batches.length > 1 ? await versionTags(db, contextId, null) : undefined;
  const shared = sharedStrings();
  const stores = new Map<number, BuiltStore<StoreReportRow>>();
  for (const ids of batches) {
    const tagById = wholeContext ?? (await versionTags(db, contextId, ids));
    const masterData = await masterDataByStore(db, contextId, ids);
    const storeFilter = ids === null ? sql`` : sql`and st.id in (${sql.join(ids)})`;
    const result = await sql<Row>`
      select st.id as stid, a.id as aid, a.uid, st.store_id as sid, st.name as sname, a.last_heartbeat as hb,
        a.agent_info as info
      from stores st
      join store_agents a on a.store_row_id = st.id
      where st.context_id = ${contextId} ${storeFilter}
    `.execute(db.kysely);
    for (const r of result.rows) {
      const hb = r.hb === null ? null : Number(r.hb);
      const offline = isOffline(hb, now, offlineAfterSeconds);
      const vtag = tagById.get(Number(r.aid)) ?? null;
      const row = storeReportRow(
        { uid: r.uid, storeId: r.sid, storeName: r.sname, lastHeartbeat: hb, currentVersionTag: vtag },
        parseJsonObject(r.info) as StoreAgentInfo | null,
        offline,
      );
      Object.assign(row, masterData.get(Number(r.stid)) ?? noMasterData);
      sharedValues(row, shared);
      stores.set(r.stid, { rows: [row], validUntil: offline ? Infinity : hb! + offlineAfterSeconds * 1000 });
    }
  }
  return stores;
}
