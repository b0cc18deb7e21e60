import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { databaseKinds } from '../../test/harness';
import { reportedTse } from '../../test/fiscalKit';
import {
  fullRegisterBeat,
  registerModel,
  startHistoryServer,
  type HistoryServer,
  type RegisterModel,
} from '../../test/historyKit';
import { cashpointSections, flatten, replay, type Sections, type Values } from '../logic';

// Issue 53's property: over any course of a register's heartbeats (full or light, with or without
// its TSE and devices, each changing some of its values or none), replaying its stored changes from
// the values it reported at any heartbeat gives the values it reported at every later one. The
// values a heartbeat reports are its sections as history reads them, a section it leaves out
// unchanged; history starts with the first full heartbeat.

const configKeys = ['waehrung', 'sprache', 'drucker', 'zentrale.url'];
const hostNames = ['store-server', 'tse-server', 'backup'];
const services = ['kassenservice', 'druckservice', 'tse-client'];
const printerStates = ['ok', 'paperLow', 'paperOut', 'offline'] as const;

type Change =
  | { kind: 'config'; key: number; value: number | null }
  | { kind: 'hosts'; name: number; address: number | null }
  | { kind: 'service'; name: number; running: boolean }
  | { kind: 'version'; value: number }
  | { kind: 'posType'; main: boolean }
  | { kind: 'tse'; disabled: boolean }
  | { kind: 'printer'; state: number }
  | { kind: 'none' };
type Send = 'full' | 'light' | 'bare' | 'tse' | 'peripherals' | 'everything';

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('config' as const), key: fc.nat(3), value: fc.option(fc.nat(2)) }),
  fc.record({ kind: fc.constant('hosts' as const), name: fc.nat(2), address: fc.option(fc.nat(2)) }),
  fc.record({ kind: fc.constant('service' as const), name: fc.nat(2), running: fc.boolean() }),
  fc.record({ kind: fc.constant('version' as const), value: fc.nat(2) }),
  fc.record({ kind: fc.constant('posType' as const), main: fc.boolean() }),
  fc.record({ kind: fc.constant('tse' as const), disabled: fc.boolean() }),
  fc.record({ kind: fc.constant('printer' as const), state: fc.nat(3) }),
  fc.constant({ kind: 'none' as const }),
);
const sendArb = fc.constantFrom<Send>('full', 'light', 'bare', 'tse', 'peripherals', 'everything');

interface Register extends RegisterModel {
  tseDisabled: boolean;
  printer: number;
}

function apply(r: Register, change: Change): void {
  if (change.kind === 'config') {
    const key = configKeys[change.key]!;
    if (change.value === null) delete r.config[key];
    else r.config[key] = `wert-${change.value}`;
  } else if (change.kind === 'hosts') {
    const name = hostNames[change.name]!;
    if (change.address === null) delete r.hosts[name];
    else r.hosts[name] = `10.3.0.${10 * (change.address + 1)}`;
  } else if (change.kind === 'service') r.services[services[change.name]!] = change.running ? 'RUNNING' : 'STOPPED';
  else if (change.kind === 'version') r.currentVersion = `kasse-5.1${change.value}.0.zip`;
  else if (change.kind === 'posType') r.posType = change.main ? 'HAUPTKASSE' : 'KASSE';
  else if (change.kind === 'tse') r.tseDisabled = change.disabled;
  else if (change.kind === 'printer') r.printer = change.state;
}

for (const kind of databaseKinds)
  describe(`replaying a register's history on ${kind}`, () => {
    let t: HistoryServer;
    before(async () => {
      t = await startHistoryServer(kind);
    });
    after(() => t.close());

    let runNo = 0;
    it('gives, from the values of any heartbeat, the values of every later one', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(changeArb, sendArb), { minLength: 1, maxLength: 12 }), async (steps) => {
          runNo += 1;
          const storeId = String(8400 + runNo);
          const r: Register = { ...registerModel(), tseDisabled: false, printer: 0 };
          const seconds = () => Math.floor(t.server.clock.now / 1000);
          const body = (send: Send): object => {
            const tse = {
              tse: reportedTse(`HIST-${storeId}`, '2031-05-31', r.tseDisabled ? { state: 'disabled' } : {}),
            };
            const since = new Date(t.server.clock.now - 60_000).toISOString();
            const peripherals = {
              peripherals: [{ kind: 'printer', name: 'Epson TM-T88', state: printerStates[r.printer], since }],
            };
            if (send === 'full') return fullRegisterBeat(r, seconds());
            if (send === 'light') return { posType: r.posType, currentVersion: r.currentVersion };
            if (send === 'bare') return {};
            if (send === 'tse') return tse;
            if (send === 'peripherals') return peripherals;
            return { ...fullRegisterBeat(r, seconds()), ...tse, ...peripherals };
          };

          // What the register has reported after each heartbeat, from its first full one on.
          const seen: { at: number; values: Values }[] = [];
          let reported: Sections = {};
          const beat = async (fields: object) => {
            await t.register(storeId, '1', fields);
            const heartbeat = { storeId, posId: '1', agentVersion: '3.4.0', ...fields };
            reported = { ...reported, ...cashpointSections(heartbeat) };
            seen.push({ at: t.server.clock.now, values: flatten(reported) });
          };
          await beat(fullRegisterBeat(r, seconds()));
          for (const [change, send] of steps) {
            await t.advance(60_000);
            apply(r, change);
            await beat(body(send));
          }

          const { changes } = await t.rows(storeId, '1');
          for (let i = 0; i < seen.length; i++)
            for (let j = i + 1; j < seen.length; j++) {
              const between = changes.filter((c) => c.at > seen[i]!.at && c.at <= seen[j]!.at);
              assert.deepEqual(replay(seen[i]!.values, between), seen[j]!.values, `from heartbeat ${i} to ${j}`);
            }
        }),
        { numRuns: 15 },
      );
    });
  });
