import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/connection';

/** Every metric of the console starts with this; the process metrics keep their usual names. */
export const metricPrefix = 'kassen_konsole_';

export interface Metrics {
  /** The metrics of this app; each app has its own, so several apps in one process do not clash. */
  registry: Registry;
  heartbeats: Counter<'kind'>;
  requestDuration: Histogram<'route' | 'method' | 'status_class'>;
  /** What the daily storage check found (jobs.ts): update rows without their file, files without their row. */
  storageMismatches: Gauge<'kind'>;
}

/** One context's registers or store agents, online and offline, as the metrics read them. */
export interface AgentCount {
  /** The context's key. */
  context: string;
  kind: 'cashpoint' | 'store';
  online: number;
  offline: number;
}

interface Sources {
  db: Db;
  /** The fleet's agent counts (fleet's agentCounts, handed over by app.ts), read at every scrape. */
  agentCounts(): Promise<AgentCount[]>;
  /** Unix ms before which every liveness-only heartbeat is written (fleet's liveness batches). */
  livenessWrittenUpTo(): number;
}

/** The app's metrics; those read from the database are computed when they are scraped. */
export function createMetrics(sources: Sources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const heartbeats = new Counter({
    name: `${metricPrefix}heartbeats_total`,
    help: 'Heartbeats accepted (stored and acknowledged), by kind of agent.',
    labelNames: ['kind'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: `${metricPrefix}http_request_duration_seconds`,
    help: 'Time to answer a request, by route pattern (not its URL), method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers,
  });
  // Read before the counts below take a connection of their own, so they show the pool as the
  // requests left it, not the scrape's query.
  if (sources.db.pool) poolGauges(sources.db.pool, registers);
  new Gauge({
    name: `${metricPrefix}agents`,
    help: 'Registers (kind="cashpoint") and store agents (kind="store") per context, online or offline.',
    labelNames: ['context', 'kind', 'state'] as const,
    registers,
    async collect() {
      const counts = await sources.agentCounts();
      this.reset();
      for (const { context, kind, online, offline } of counts) {
        this.set({ context, kind, state: 'online' }, online);
        this.set({ context, kind, state: 'offline' }, offline);
      }
    },
  });
  new Gauge({
    name: `${metricPrefix}liveness_written_up_to_seconds`,
    help: 'Unix time before which every heartbeat acknowledged as liveness only is written; its lag behind now is how stale "last seen" may be.',
    registers,
    collect() {
      this.set(sources.livenessWrittenUpTo() / 1000);
    },
  });
  const storageMismatches = new Gauge({
    name: `${metricPrefix}storage_mismatches`,
    help: 'Update rows without their file (kind="row_without_file") and files without their row (kind="file_without_row"), as the daily storage check last found them.',
    labelNames: ['kind'] as const,
    registers,
  });
  return { registry, heartbeats, requestDuration, storageMismatches };
}

/** PostgreSQL's connection pool; SQLite has a single connection in the process and nothing to report. */
function poolGauges(pool: NonNullable<Db['pool']>, registers: Registry[]): void {
  const readings: [string, string, () => number][] = [
    ['db_pool_connections', 'Connections the pool holds open.', () => pool.totalCount],
    ['db_pool_idle_connections', 'Open connections not in use.', () => pool.idleCount],
    ['db_pool_waiting_requests', 'Queries waiting for a free connection.', () => pool.waitingCount],
    ['db_pool_max_connections', 'The most connections the pool opens.', () => pool.options.max ?? 10],
  ];
  for (const [name, help, read] of readings) {
    new Gauge({
      name: `${metricPrefix}${name}`,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  }
}

let processRegistry: Registry | undefined;

/**
 * Node's process metrics (CPU, memory, event loop, garbage collection). They describe the process,
 * not an app, so every app in it shares one registry, started once.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The text Prometheus reads: the process metrics, then the app's. */
export async function scrape(metrics: Metrics): Promise<string> {
  return (await processMetrics().metrics()) + (await metrics.registry.metrics());
}

export const metricsContentType = Registry.PROMETHEUS_CONTENT_TYPE;
