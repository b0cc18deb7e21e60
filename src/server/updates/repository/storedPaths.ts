import type { Db } from '../../platform/db/connection';

/** Every update's stored file path (`uploadFilepath`), archived ones too: the files the store must hold. */
export async function storedUploadPaths(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom('syncfiles').select('uploadFilepath').execute();
  return rows.map((row) => row.uploadFilepath);
}
