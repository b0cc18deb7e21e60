// An action for the first `stores` stores' registers of the bench context, as the operators' API
// queues it: through POST /api/frontend/actions/request when this build answers it, otherwise
// written straight into the bench database (one request, one target per register, queued) and, on
// PostgreSQL, announced with NOTIFY as the API does (on SQLite the server's once-a-second look at
// the requests finds it).
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { openDb } from '../../src/server/platform/db/connection';
import { loadConfig } from '../../src/server/platform/config';
import { firstBenchStore } from './actionTargets';

export async function queueBenchAction(
  baseUrl: string,
  cookie: string,
  env: Record<string, string>,
  contextKey: string,
  stores: number,
): Promise<'api' | 'database'> {
  const storeIds = Array.from({ length: stores }, (_, i) => String(firstBenchStore + i));
  const body = {
    contextId: contextKey,
    kind: 'ntpResync',
    targetKind: 'cashpoint',
    parameters: {},
    targets: { storeIds },
    deadlineMinutes: 60,
  };
  const reply = await fetch(`${baseUrl}/api/frontend/actions/request`, {
    method: 'POST',
    headers: { cookie, origin: new URL(baseUrl).origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (reply.ok) return 'api';
  if (reply.status !== 404) throw new Error(`Anforderung: HTTP ${reply.status} ${await reply.text()}`);
  await queueInDatabase(env, contextKey, storeIds);
  return 'database';
}

async function queueInDatabase(env: Record<string, string>, contextKey: string, storeIds: string[]): Promise<void> {
  const config = loadConfig({ ...env, SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    const k = db.kysely;
    const now = Date.now();
    const context = await k.selectFrom('contexts').select('id').where('key', '=', contextKey).executeTakeFirstOrThrow();
    const uid = crypto.randomBytes(9).toString('base64url');
    await k.transaction().execute(async (trx) => {
      const request = await trx
        .insertInto('actionRequests')
        .values({
          uid,
          contextId: context.id,
          kind: 'ntpResync',
          targetKind: 'cashpoint',
          parameters: '{}',
          state: 'active',
          requestedById: null,
          requestedBy: 'bench',
          emergencyReason: null,
          deadlineMinutes: 60,
          total: 0,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const inserted = await trx
        .insertInto('actionTargets')
        .columns(['uid', 'requestId', 'contextId', 'storeRowId', 'cashpointId', 'state', 'deadlineAt', 'updatedAt'])
        .expression((eb) =>
          eb
            .selectFrom('cashpoints as c')
            .innerJoin('stores as s', 's.id', 'c.storeRowId')
            .select([
              sql<string>`${`${uid}-`} || c.id`.as('uid'),
              eb.val(request.id).as('requestId'),
              eb.val(context.id).as('contextId'),
              's.id as storeRowId',
              'c.id as cashpointId',
              sql<string>`'queued'`.as('state'),
              eb.val(now + 3_600_000).as('deadlineAt'),
              eb.val(now).as('updatedAt'),
            ])
            .where('s.contextId', '=', context.id)
            .where('s.storeId', 'in', storeIds),
        )
        .executeTakeFirst();
      await trx
        .updateTable('actionRequests')
        .set({ total: Number(inserted.numInsertedOrUpdatedRows ?? 0) })
        .where('id', '=', request.id)
        .execute();
    });
    if (db.dialect === 'postgres') await sql`select pg_notify('console_actions', ${String(context.id)})`.execute(k);
  } finally {
    await db.close();
  }
}
