// The database's share of a figure on PostgreSQL: the CPU time of the backends serving the bench's
// database, read from /proc when the database server runs on this machine (the test cluster does).
// On a machine shared with other work the wall clock alone says little; the server's own CPU is in
// processStats.ts. A backend that ends between two readings is lost, and so are parallel workers
// (they end with their query): the figure is a lower bound, said so in the row.
import pg from 'pg';
import { cpuMilliseconds } from './processStats';
import { msText } from './table';

/** CPU ms per backend process id, at one moment. */
export type CpuSnapshot = Map<number, number>;

export interface DatabaseCpu {
  /** The CPU so far of every backend of the database; null when it cannot be read here. */
  snapshot(): Promise<CpuSnapshot | null>;
  /** CPU ms the backends used since `before` (those alive now), or null. */
  since(before: CpuSnapshot | null): Promise<number | null>;
  close(): Promise<void>;
}

/** A figure of it: a lower bound, as parallel workers are not read. */
export const databaseCpuText = (ms: number) => `≥ ${msText(ms)}`;

const none: DatabaseCpu = { snapshot: async () => null, since: async () => null, close: async () => {} };

export async function databaseCpu(url: string | undefined): Promise<DatabaseCpu> {
  if (!url) return none;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const snapshot = async (): Promise<CpuSnapshot | null> => {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const cpu: CpuSnapshot = new Map();
    for (const { pid } of rows) {
      try {
        cpu.set(pid, cpuMilliseconds(pid));
      } catch {
        // Not on this machine (or gone already): nothing to read.
      }
    }
    return rows.length > 0 && cpu.size === 0 ? null : cpu;
  };
  return {
    snapshot,
    since: async (before) => {
      const now = await snapshot();
      if (!before || !now) return null;
      let total = 0;
      for (const [pid, ms] of now) total += ms - (before.get(pid) ?? 0);
      return total;
    },
    close: () => client.end(),
  };
}
