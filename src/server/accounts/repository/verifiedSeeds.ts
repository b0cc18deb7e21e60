import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

/** How long a verified seed may still be switched on; an older verification counts for nothing. */
export const verifiedSeedLifetimeMs = 15 * 60 * 1000;

/** A seed verified in a session, named by keyed hashes only (platform/db/migrations/0008-verified-seeds.ts). */
export interface VerifiedSeedKey {
  sessionKey: string;
  seedHash: string;
}

const oldestLive = (now: number) => now - verifiedSeedLifetimeMs;

/** The time step last accepted for this seed in this session, while the verification lives. */
export async function lastVerifiedStep(db: Db, key: VerifiedSeedKey, now: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('verifiedSeeds')
    .select('step')
    .where('sessionKey', '=', key.sessionKey)
    .where('seedHash', '=', key.seedHash)
    .where('at', '>=', oldestLive(now))
    .executeTakeFirst();
  return row ? Number(row.step) : null;
}

/**
 * Records that a code of `step` verified the seed. One conditional upsert: it only raises the step
 * (or replaces a verification that has run out), so when the same code arrives at two instances at
 * once, only one of them gets a row back; false means the code was already used. Expired rows of
 * every session are deleted on the way, which keeps the table small without a job of its own.
 */
export async function rememberVerifiedStep(db: Db, key: VerifiedSeedKey, step: number, now: number): Promise<boolean> {
  await db.kysely.deleteFrom('verifiedSeeds').where('at', '<', oldestLive(now)).execute();
  const { rows } = await sql<{ step: number }>`
    insert into verified_seeds (session_key, seed_hash, step, at)
    values (${key.sessionKey}, ${key.seedHash}, ${step}, ${now})
    on conflict (session_key, seed_hash) do update set step = excluded.step, at = excluded.at
    where excluded.step > verified_seeds.step or verified_seeds.at < ${oldestLive(now)}
    returning step
  `.execute(db.kysely);
  return rows.length > 0;
}

/**
 * The step of a live verification, once: one DELETE … RETURNING, so of two instances taking it at
 * the same time only one gets it.
 */
export async function takeVerifiedStep(db: Db, key: VerifiedSeedKey, now: number): Promise<number | null> {
  const row = await db.kysely
    .deleteFrom('verifiedSeeds')
    .where('sessionKey', '=', key.sessionKey)
    .where('seedHash', '=', key.seedHash)
    .where('at', '>=', oldestLive(now))
    .returning('step')
    .executeTakeFirst();
  return row ? Number(row.step) : null;
}
