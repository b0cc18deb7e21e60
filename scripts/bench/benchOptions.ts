// What `npm run bench` is asked to measure, from its command line: checked as the other commands
// check theirs, so a mistyped part or size ends the run at once with a German reason and the usage.
import { parseCommandLine, refuseArguments, wholeNumber } from '../../src/server/cli/commandLine';
import { commandLine } from '../../src/shared/texts/commandLine';

export const benchParts = [
  'replies',
  'browser',
  'heartbeats',
  'firstload',
  'alerts',
  'audit',
  'calendar',
  'agent',
  'rollouts',
  'due',
  'backup',
  'agentactions',
  'tse',
  'health',
  'notices',
  'versions',
  'timeline',
  'live',
  'streams',
] as const;
export type BenchPart = (typeof benchParts)[number];

export interface BenchOptions {
  parts: Set<BenchPart>;
  /** Every part is measured. */
  allParts: boolean;
  quick: boolean;
  /** The smallest fleet, every part once, goals not judged: does each part still run? */
  smoke: boolean;
  stores: number;
  /** `--instances N`: only heartbeats through nginx, with one and with N instances. */
  instances?: number;
  /** `--registers N`: the provider-scale run of millionMain (million.ts), N/10,000 contexts. */
  registers?: number;
  /** Entries of the audit log's figure. */
  auditEntries: number;
  /** Seconds of full and then of light heartbeats. */
  heartbeatSeconds: number;
  /** Lighthouse runs whose median is a first-load score. */
  lighthouseRuns: number;
}

/**
 * The smoke run's fleet: the smallest at which every figure can be taken (the browser part filters
 * for stores 20240–20249, which need 250 stores numbered from 20001).
 */
const smokeStores = 250;

export function benchOptions(args = process.argv.slice(2)): BenchOptions {
  const usage = commandLine.benchUsage;
  const values = parseCommandLine(
    {
      quick: { type: 'boolean', default: false },
      smoke: { type: 'boolean', default: false },
      only: { type: 'string', default: benchParts.join(',') },
      stores: { type: 'string' },
      instances: { type: 'string' },
      registers: { type: 'string' },
    },
    usage,
    args,
  );
  const named = values.only.split(',').map((part) => part.trim());
  const unknown = named.filter((part) => !(benchParts as readonly string[]).includes(part));
  if (unknown.length > 0 || named.length === 0) refuseArguments(commandLine.oneOf('--only', benchParts), usage);
  const small = values.quick || values.smoke;
  const defaultStores = values.smoke ? smokeStores : values.quick ? 500 : 5000;
  return {
    parts: new Set(named as BenchPart[]),
    allParts: benchParts.every((part) => named.includes(part)),
    quick: values.quick,
    smoke: values.smoke,
    stores: values.stores === undefined ? defaultStores : wholeNumber('stores', values.stores, 1, usage),
    ...(values.instances === undefined ? {} : { instances: wholeNumber('instances', values.instances, 1, usage) }),
    ...(values.registers === undefined ? {} : { registers: wholeNumber('registers', values.registers, 10_000, usage) }),
    auditEntries: values.smoke ? 1000 : small ? 100_000 : 1_000_000,
    heartbeatSeconds: values.smoke ? 2 : small ? 8 : 20,
    lighthouseRuns: values.smoke ? 1 : 3,
  };
}
