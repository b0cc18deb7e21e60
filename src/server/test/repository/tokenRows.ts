import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { ApiTokensTable } from '../../platform/db/schemaPrograms';

// API token rows planted and read straight, for the tests of service accounts and expiry reminders:
// the tokens capability creates real tokens; a planted one chooses its times and reminder mark.

/** Writes a token's row as given; its id. */
export async function insertTokenRow(db: Db, values: Insertable<ApiTokensTable>): Promise<number> {
  const row = await db.kysely.insertInto('apiTokens').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The reminder mark of a token. */
export async function remindedDaysOf(db: Db, tokenId: number): Promise<number | null> {
  const row = await db.kysely
    .selectFrom('apiTokens')
    .select('remindedDays')
    .where('id', '=', tokenId)
    .executeTakeFirstOrThrow();
  return row.remindedDays;
}
