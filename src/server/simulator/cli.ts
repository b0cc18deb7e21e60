import fs from 'node:fs';
import { demoContexts, demoHashSecret } from '../demo/seed';
import { Prng } from '../demo/prng';
import { syntheticFleet, withDemoTses } from './fleet';
import { FleetSimulator, type TickStats } from './simulator';
import { httpTransport } from './transport';
import { badVersionsOf } from './badVersions';
import { commandLine } from '../../shared/texts/commandLine';
import { parseCommandLine, refuseArguments, wholeNumber } from '../cli/commandLine';

const usage = commandLine.simulateUsage;

const values = parseCommandLine(
  {
    url: { type: 'string', default: 'http://localhost:8080' },
    contexts: { type: 'string', default: '1' },
    context: { type: 'string', multiple: true },
    stores: { type: 'string', default: '10' },
    registers: { type: 'string', default: '5' },
    'first-store': { type: 'string', default: '10001' },
    interval: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '32' },
    ticks: { type: 'string', default: '0' },
    'full-every': { type: 'string', default: '10' },
    'updates-every': { type: 'string', default: '2' },
    duration: { type: 'string', default: '0' },
    json: { type: 'boolean', default: false },
    acknowledged: { type: 'string' },
    seed: { type: 'string', default: '4711' },
    'bad-version': { type: 'string', multiple: true },
    'tse-stops': { type: 'string', multiple: true },
    'without-tses': { type: 'boolean', default: false },
    'without-store-health': { type: 'boolean', default: false },
    'without-open-receipts': { type: 'boolean', default: false },
  },
  usage,
);

/** The options that take a whole number. */
type Count = 'contexts' | 'stores' | 'registers' | 'first-store' | 'interval' | 'concurrency' | 'ticks' | 'seed';
const count = (name: Count | 'full-every' | 'updates-every' | 'duration', min: number) =>
  wholeNumber(name, values[name], min, usage);

const customers = demoContexts.filter((c) => c.type === 2);
const contexts = values.context?.length
  ? values.context.map((pair) => {
      const [key, ...secret] = pair.split(':');
      if (!key || secret.length === 0) refuseArguments(commandLine.contextPair(pair), usage);
      return { key: key!, secret: secret.join(':') };
    })
  : customers.slice(0, count('contexts', 1)).map((c) => ({ key: c.key, secret: demoHashSecret(c.key) }));

// With the demo's TSEs (issue 50), their dates counted from now; without any for the bench's
// comparison of a full heartbeat with and without its TSE.
const synthetic = syntheticFleet(
  contexts,
  count('stores', 1),
  count('registers', 0),
  new Prng(count('seed', 0)),
  count('first-store', 1),
);
const fleet = values['without-tses'] ? synthetic : withDemoTses(synthetic, Date.now());
const bad = badVersionsOf(values['bad-version'] ?? [], values['tse-stops'] ?? []);
if ('refused' in bad) refuseArguments(commandLine.badVersionPair(bad.refused), usage);
const concurrency = count('concurrency', 1);
interface Acknowledged {
  sentAt: number;
  answeredAt: number;
  instance: string | null;
}
const acknowledged = new Map<string, Acknowledged & { previous: Acknowledged | null }>();
const acknowledgedFile = values.acknowledged;
/**
 * Written on every acknowledgement, not once a round, so that when this process is killed the file
 * holds every heartbeat it saw acknowledged (a test kills it together with an instance and compares
 * at once). Written to a temporary file and renamed over the old one, so a kill in the middle of
 * writing leaves the previous complete file, never half of one.
 */
const recordAcknowledged = (file: string, key: string, sentAt: number, instance: string | null) => {
  // When the answer came, by this process's clock: the instance took the heartbeat before it. The
  // one before it too: a write the instance may still lose is bounded by the one it already made.
  const before = acknowledged.get(key);
  const previous = before ? { sentAt: before.sentAt, answeredAt: before.answeredAt, instance: before.instance } : null;
  acknowledged.set(key, { sentAt, answeredAt: Date.now(), instance, previous });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(acknowledged)));
  fs.renameSync(temporary, file);
};
/** Requests sent in the current round (heartbeats, due checks, reports, downloads), for the bench's mix. */
let requests = 0;
const http = httpTransport(values.url!, concurrency);
const simulator = new FleetSimulator({
  transport: (...request) => {
    requests += 1;
    return http(...request);
  },
  fleet,
  prng: new Prng(count('seed', 0) + 1),
  concurrency,
  fullInfoEvery: count('full-every', 0),
  updatesEvery: count('updates-every', 0),
  badVersions: bad.versions,
  storeHealth: !values['without-store-health'],
  openReceipts: !values['without-open-receipts'],
  ...(acknowledgedFile
    ? {
        onAcknowledged: (key, t, sentAt, instance) =>
          recordAcknowledged(acknowledgedFile, `${key}/${t.storeId}/${t.posId ?? 'server'}`, sentAt, instance),
      }
    : {}),
});
const ticks = count('ticks', 0);
const interval = count('interval', 1) * 1000;
const duration = count('duration', 0) * 1000;
const log = (text: string) => {
  if (!values.json) console.log(text);
};
log(
  `Simuliere ${simulator.targets} Ziele in ${contexts.map((c) => c.key).join(', ')} gegen ${values.url} (alle ${interval / 1000} s).`,
);

let done = 0;
const report = (stats: TickStats, milliseconds?: number) => {
  done += 1;
  if (values.json) console.log(JSON.stringify({ round: done, ...stats, requests, milliseconds }));
  requests = 0;
  log(
    `Runde ${done}: ${stats.heartbeats} Heartbeats, ${stats.silent} offline, ${stats.installsStarted} Installationen begonnen, ` +
      `${stats.installed} installiert, ${stats.failed} fehlgeschlagen, ${stats.removed} entfernt, ${stats.waiting} warten auf ihr Update-Fenster, ${stats.errors} Fehler`,
  );
  if (ticks > 0 && done >= ticks) void simulator.stop().then(() => process.exit(stats.errors > 0 ? 1 : 0));
};
/** Rounds back to back until the duration is over, each timed on its own. */
async function loadTest(): Promise<void> {
  const end = performance.now() + duration;
  let errors = 0;
  while (performance.now() < end) {
    const start = performance.now();
    const stats = await simulator.tick();
    errors += stats.errors;
    report(stats, performance.now() - start);
  }
  process.exit(errors > 0 ? 1 : 0);
}

if (duration > 0) void loadTest();
else void simulator.start(interval, report);
process.on('SIGINT', () => void simulator.stop().then(() => process.exit(0)));
