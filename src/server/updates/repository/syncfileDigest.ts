import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

/**
 * Stores the SHA-256 of an update's file that was uploaded before digests were stored (or seeded
 * without one). Only where none is stored yet: a digest stored at upload is never overwritten.
 */
export async function storeMissingDigest(db: Kysely<Database>, uid: string, sha256: string): Promise<void> {
  await db.updateTable('syncfiles').set({ sha256 }).where('uid', '=', uid).where('sha256', 'is', null).execute();
}
