import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { RolloutStateValue, SyncfileKind } from '../../platform/db/schema';
import { INSTALLED } from './rollout';

// The rollout of each update of a list (the update pages show its state, wave and progress beside the
// update). Read here, as `rolloutState.ts` reads the state, rather than through the rollouts
// capability, which builds on this one. One statement for the whole list; the targets are counted
// from the rollout's admitted stores only, so the cost follows the stores the rollouts reached.

export interface RolloutOfUpdate {
  uid: string;
  state: RolloutStateValue;
  /** The current wave (0 before the first started). */
  wave: number;
  waves: number;
  /** Of `targets`, those that report the update installed. */
  installed: number;
  /** The targets of the stores the rollout admitted and did not roll back. */
  targets: number;
}

const targetTable = { cashpoint: sql`cashpoints`, store: sql`store_agents` } as const;
const targetColumn = { cashpoint: sql`cashpoint_id`, store: sql`store_agent_id` } as const;

/** The rollouts of the context's updates of the kind, by update row id. */
export async function rolloutsOfUpdates(
  db: Db,
  contextId: number,
  kind: SyncfileKind,
): Promise<Map<number, RolloutOfUpdate>> {
  const open = sql`rs.rollout_id = r.id and rs.admitted_at is not null and rs.rolled_back_at is null`;
  const result = await sql<Record<string, unknown>>`
    select r.syncfile_id, r.uid, r.state, r.current_wave,
      (select count(*) from rollout_waves w where w.rollout_id = r.id) as waves,
      (select count(*) from rollout_stores rs join ${targetTable[kind]} x on x.store_row_id = rs.store_row_id
        where ${open}) as targets,
      (select count(*) from rollout_stores rs join ${targetTable[kind]} x on x.store_row_id = rs.store_row_id
        join installations i on i.${targetColumn[kind]} = x.id and i.syncfile_id = r.syncfile_id
        where ${open} and i.installation_status = ${INSTALLED}) as installed
    from rollouts r join syncfiles s on s.id = r.syncfile_id
    where s.context_id = ${contextId} and s.kind = ${kind}`.execute(db.kysely);
  // Column names arrive in camel case (the connection's plugin).
  return new Map(
    result.rows.map((row) => [
      Number(row.syncfileId),
      {
        uid: String(row.uid),
        state: row.state as RolloutStateValue,
        wave: Number(row.currentWave),
        waves: Number(row.waves),
        installed: Number(row.installed),
        targets: Number(row.targets),
      },
    ]),
  );
}
