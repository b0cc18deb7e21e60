import type { FastifyInstance } from 'fastify';
import type { StoredDigest } from '../platform/storage/sha256';
import { storeMissingDigest } from './repository/syncfileDigest';

/** What the due-update reply knows of an update's file from its row. */
export interface DigestRow {
  uid: string;
  size: number | string;
  sha256: string | null;
}

/**
 * Size and SHA-256 of an update's file for the agents, or null when the file is gone. The digest
 * comes from the row (stored at upload); the store is only asked whether the file is still there
 * (a stat, on S3 at most every half minute). A row from before digests were stored gets its file
 * hashed once, and the digest is written to the row, so no later reply, on any instance, reads it.
 */
export async function updateFileDigest(
  app: FastifyInstance,
  key: string,
  row: DigestRow,
): Promise<StoredDigest | null> {
  const stored = row.sha256 === null ? undefined : { size: Number(row.size), sha256: row.sha256 };
  const digest = await app.updateDigests.digest(key, row.uid, stored);
  if (digest && !stored && digest.size === Number(row.size)) {
    await storeMissingDigest(app.db.kysely, row.uid, digest.sha256);
  }
  return digest;
}
