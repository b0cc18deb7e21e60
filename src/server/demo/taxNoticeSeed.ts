import type { Insertable } from 'kysely';
import type { Db } from '../platform/db/connection';
import type { FiscalChangesTable, FiscalRegistersTable } from '../platform/db/schemaNotifications';
import { Prng } from './prng';
import { inSeedTransaction } from './repository/demoRows';
import { hasAnyTaxpayer, insertFiscalSeed, seedFiscalFleet, type FiscalSeed } from './repository/taxNoticeSeedRows';

// The demo's Kassenmeldung (issue 52): the customer contexts' taxpayers, every store's address, every
// register's master data with its purchase day (most complete, a few lacking a fact), and a few
// changes due in NORDMARKT: a register added last week, one retired, a TSE swapped; one overdue in
// SUEDKAUF. Written after the TSEs, so the swap names the TSE the register reports now.

const day = 86_400_000;
const dayText = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Per customer context: the taxpayer and its tax office. */
const taxpayers: Record<string, { name: string; taxNumber: string; taxOffice: string }> = {
  NORDMARKT: { name: 'Nordmarkt GmbH', taxNumber: '47/123/45678', taxOffice: 'Finanzamt Hamburg-Altona' },
  SUEDKAUF: { name: 'Südkauf AG', taxNumber: '143/456/78901', taxOffice: 'Finanzamt München' },
  WESTFRISCH: { name: 'Westfrisch eG', taxNumber: '337/5912/3456', taxOffice: 'Finanzamt Münster-Innenstadt' },
  OSTBAU: { name: 'Ostbau Baumärkte GmbH', taxNumber: '201/123/45672', taxOffice: 'Finanzamt Dresden-Nord' },
  MEGAMARKT: { name: 'Megamarkt Handels AG', taxNumber: '5133/081/50154', taxOffice: 'Finanzamt Düsseldorf-Mitte' },
};
/** The first digits of the postal codes of the cities the demo's store names name ('Kiel, Hafenstraße'). */
const postalPrefixes: Record<string, string> = {
  Hamburg: '22',
  Kiel: '241',
  Lübeck: '235',
  Bremen: '28',
  Hannover: '30',
  München: '80',
  Augsburg: '861',
  Köln: '50',
  Dresden: '01',
  Leipzig: '04',
  Rostock: '180',
  Ulm: '890',
};

/** A store's address from its name (city, street), with a house number and a postal code of the city. */
function addressOf(prng: Prng, storeName: string) {
  const [city = '', street = ''] = storeName.split(', ');
  const prefix = postalPrefixes[city] ?? '10';
  const rest = String(prng.int(0, 10 ** (5 - prefix.length) - 1)).padStart(5 - prefix.length, '0');
  return { street: `${street} ${prng.int(1, 120)}`, postalCode: `${prefix}${rest}`, city };
}
const systems = [
  { manufacturer: 'Kassenwerk', model: 'KW 500' },
  { manufacturer: 'Kassenwerk', model: 'KW 700 Touch' },
  { manufacturer: 'Posiflex', model: 'XT-3815' },
];

type Fleet = Awaited<ReturnType<typeof seedFiscalFleet>>;

/** The master data of one register of a customer context: complete, or (rarely) lacking one fact. */
function registerData(prng: Prng, row: Fleet[number], now: number) {
  const system = prng.pick(systems);
  const purchased = now - prng.int(200, 2200) * day;
  const lacking = prng.chance(0.04) ? prng.pick(['purchasedOn', 'serialNumber', 'systemKind'] as const) : null;
  return {
    systemKind: lacking === 'systemKind' ? null : 'computerCashSystem',
    manufacturer: system.manufacturer,
    model: system.model,
    softwareName: 'KassenPOS',
    softwareVersion: row.agentVersion,
    serialNumber: lacking === 'serialNumber' ? null : `${system.model.replace(/\W/g, '')}-${prng.int(10000, 99999)}`,
    purchasedOn: lacking === 'purchasedOn' ? null : dayText(purchased),
  };
}

/** The demo's fiscal rows for the fleet as it is now. */
export function fiscalSeedOf(fleet: Fleet, now: number): FiscalSeed {
  const prng = new Prng(20270107);
  const seed: FiscalSeed = { taxpayers: [], stores: [], registers: [], changes: [] };
  const seenStores = new Set<string>();
  const seenRegisters = new Set<string>();
  for (const row of fleet) {
    const taxpayer = taxpayers[row.contextKey];
    if (!seenStores.has(row.storeUid)) {
      seenStores.add(row.storeUid);
      if (taxpayer && !seed.taxpayers.some((t) => t.contextId === row.contextId))
        seed.taxpayers.push({
          contextId: row.contextId,
          name: taxpayer.name,
          taxNumber: taxpayer.taxNumber,
          taxOffice: taxpayer.taxOffice,
          updatedAt: now,
          updatedBy: 'Demo',
        });
      seed.stores.push({
        storeUid: row.storeUid,
        contextId: row.contextId,
        storeId: row.storeId,
        name: row.storeName,
        // The lab's stores (the internal context) have no taxpayer and no address.
        ...(taxpayer ? addressOf(prng, row.storeName) : { street: null, postalCode: null, city: null }),
        openedAt: now - 3 * 365 * day,
        updatedAt: now,
      });
    }
    // A register with several TSE links comes once (the first).
    if (!row.cashpointUid || !row.posId || seenRegisters.has(row.cashpointUid)) continue;
    seenRegisters.add(row.cashpointUid);
    seed.registers.push({
      cashpointUid: row.cashpointUid,
      contextId: row.contextId,
      storeUid: row.storeUid,
      posId: row.posId,
      // The TSE the fleet assigns it now, as the change detection would have taken it in.
      tseSerial: row.tseSerial ?? null,
      ...(taxpayer ? registerData(prng, row, now) : {}),
      firstSeen: now - 400 * day,
      updatedAt: now,
    });
  }
  plantChanges(seed, fleet, now);
  return seed;
}

/** The changes due: in NORDMARKT a register added last week, one retired, a TSE swapped; one overdue in SUEDKAUF. */
function plantChanges(seed: FiscalSeed, fleet: Fleet, now: number) {
  const storesOf = (key: string) => [...new Set(fleet.filter((r) => r.contextKey === key).map((r) => r.storeUid))];
  const registerOf = (storeUid: string) => seed.registers.find((r) => r.storeUid === storeUid && r.purchasedOn);
  const change = (row: Omit<Insertable<FiscalChangesTable>, 'contextId'>, of: Insertable<FiscalRegistersTable>) =>
    seed.changes.push({ contextId: of.contextId, ...row });
  const [added, retired] = storesOf('NORDMARKT');
  // The swap on the next store with a TSE the cockpit knows.
  const swapped = storesOf('NORDMARKT').find(
    (uid) => uid !== added && uid !== retired && fleet.some((r) => r.storeUid === uid && r.tseSerial),
  );
  const [overdue] = storesOf('SUEDKAUF');

  const fresh = added && registerOf(added);
  if (fresh) {
    fresh.firstSeen = now - 6 * day;
    fresh.purchasedOn = dayText(now - 8 * day);
    change(
      { storeUid: fresh.storeUid, cashpointUid: fresh.cashpointUid, kind: 'registerAdded', at: now - 6 * day },
      fresh,
    );
  }
  const kept = retired && registerOf(retired);
  if (kept) {
    // A register of the store that the fleet no longer has: deleted ten days ago, defective.
    const gone: Insertable<FiscalRegistersTable> = {
      ...kept,
      cashpointUid: `demo-retired-${kept.storeUid.slice(0, 8)}`,
      posId: '99',
      serialNumber: 'KW500-40417',
      purchasedOn: '2019-05-02',
      decommissionedOn: dayText(now - 10 * day),
      decommissionReason: 'Defekt, nicht reparierbar',
      removedAt: now - 10 * day,
      tseSerial: 'USB-DEMO-0099',
    };
    seed.registers.push(gone);
    change(
      { storeUid: gone.storeUid, cashpointUid: gone.cashpointUid, kind: 'registerRemoved', at: now - 10 * day },
      gone,
    );
  }
  const tseRow = swapped ? fleet.find((r) => r.storeUid === swapped && r.tseSerial) : undefined;
  const onTse = tseRow && seed.registers.find((r) => r.cashpointUid === tseRow.cashpointUid);
  if (tseRow && onTse)
    change(
      {
        storeUid: onTse.storeUid,
        cashpointUid: onTse.cashpointUid,
        kind: 'tseChanged',
        at: now - 4 * day,
        fromValue: 'USB-DEMO-0007',
        toValue: tseRow.tseSerial,
      },
      onTse,
    );
  const late = overdue && registerOf(overdue);
  if (late) {
    late.firstSeen = now - 45 * day;
    late.purchasedOn = dayText(now - 47 * day);
    change(
      { storeUid: late.storeUid, cashpointUid: late.cashpointUid, kind: 'registerAdded', at: now - 45 * day },
      late,
    );
  }
}

/** Writes the demo's Kassenmeldung data into a database that has no taxpayer yet. */
export async function seedDemoTaxNotices(db: Db, now: number): Promise<void> {
  if (await hasAnyTaxpayer(db)) return;
  const seed = fiscalSeedOf(await seedFiscalFleet(db), now);
  await inSeedTransaction(db, (trx) => insertFiscalSeed(trx, seed));
}
