import { sql } from 'kysely';
import { cashpointChecks, storeChecks, type Check } from '../admin/checks';
import { isUniqueViolation } from '../db/errors';
import { parseJsonArray } from '../db/json';
import type { ContextRow } from '../db/schema';
import { newUid } from '../fleet/ids';
import type { components } from '../generated/api';
import { messages } from '../../shared/texts/serverMessages';
import { hasAllRights } from '../security/rules';
import { principalOf, type Handlers } from '../types';
import { badRequest, conflict, forbidden, notFound } from './replies';
import { likePattern } from '../repositories/search';

type ContextForm = components['schemas']['ContextForm'];

const minKey = 2;
const minName = 2;
const minHashSecret = 10;
const customerType = 2;
// Field names as the context dialog labels them (spec 5, generic field messages).
const label = { key: 'Schlüssel', name: 'Name', type: 'Typ', hashSecret: 'Hash-Secret' };

function formJson(row: ContextRow, withSecret: boolean): ContextForm {
  return {
    uid: row.uid,
    key: row.key,
    name: row.name,
    type: row.type === 1 ? 1 : 2,
    hashSecret: withSecret ? row.hashSecret : null,
    allStoreChecksVisible: row.allStoreChecksVisible === 1,
    visibleStoreCheckIds: parseJsonArray<string>(row.visibleStoreCheckIds),
    allCashpointChecksVisible: row.allCashpointChecksVisible === 1,
    visibleCashpointCheckIds: parseJsonArray<string>(row.visibleCashpointCheckIds),
  };
}

function formErrors(form: ContextForm): string[] {
  const errors: string[] = [];
  const text = (field: 'key' | 'name' | 'hashSecret', value: string | null | undefined, min: number) => {
    const v = (value ?? '').trim();
    if (!v) errors.push(messages.fieldRequired(label[field]));
    else if (v.length < min) errors.push(messages.fieldMin(label[field], min));
  };
  text('key', form.key, minKey);
  text('name', form.name, minName);
  if (form.type === customerType) text('hashSecret', form.hashSecret, minHashSecret);
  const unknown = (catalogue: readonly Check[], ids: string[]) =>
    ids.filter((id) => !catalogue.some((c) => c.id === id));
  const unknownIds = [
    ...unknown(storeChecks, form.visibleStoreCheckIds),
    ...unknown(cashpointChecks, form.visibleCashpointCheckIds),
  ];
  if (unknownIds.length > 0) errors.push(`${messages.unknownChecks} ${unknownIds.join(', ')}`);
  return errors;
}

export const contextHandlers = {
  /** The contexts the caller sees (spec 6: visibility applies here too), one page of them. */
  async getContexts(request) {
    const { db } = request.server;
    const principal = principalOf(request);
    const { sortBy = 'key', sortDirection = 'asc', page = 1, size = 10, filter } = request.query;
    const visibleIds = principal.contexts.map((c) => c.id);
    let query = db.kysely.selectFrom('contexts').where('id', 'in', visibleIds.length > 0 ? visibleIds : [-1]);
    const term = filter?.trim();
    if (term) {
      const pattern = likePattern(term);
      query = query.where((eb) =>
        eb.or(
          (['key', 'name'] as const).map(
            (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
          ),
        ),
      );
    }
    const { total } = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const direction = sortDirection === 'desc' ? sql`desc` : sql`asc`;
    const order = sortBy === 'type' ? sql`type ${direction}` : sql`lower(${sql.ref(sortBy)}) ${direction}`;
    const rows = await query
      .select(['uid', 'key', 'name', 'type'])
      .orderBy(order)
      .orderBy('id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return {
      contexts: rows.map((r) => ({ uid: r.uid, key: r.key, name: r.name, type: r.type === 1 ? 1 : 2 })),
      contextCount: Number(total),
      storeChecks: [...storeChecks],
      cashpointChecks: [...cashpointChecks],
    };
  },

  async getContext(request, reply) {
    const principal = principalOf(request);
    const { uid } = request.params;
    const row = await request.server.db.kysely
      .selectFrom('contexts')
      .selectAll()
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!row) return notFound(reply);
    if (!principal.contexts.some((c) => c.id === row.id)) return forbidden(reply);
    // The agents' shared secret is shown only to those who may change it.
    return formJson(row, hasAllRights(principal.rights, ['CONTEXTS_CHANGE']));
  },

  async saveContext(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const form = request.body;
    const existing = form.uid
      ? await db.kysely.selectFrom('contexts').selectAll().where('uid', '=', form.uid).executeTakeFirst()
      : undefined;
    if (form.uid && !existing) return notFound(reply);
    if (existing && !principal.contexts.some((c) => c.id === existing.id)) {
      return forbidden(reply);
    }
    const errors = formErrors(form);
    if (errors.length > 0) return badRequest(reply, errors.join('\n'));

    const key = form.key.trim();
    const clash = await db.kysely.selectFrom('contexts').select('id').where('key', '=', key).executeTakeFirst();
    const keyTaken = () => conflict(reply, messages.contextExists(key), key);
    if (clash && clash.id !== existing?.id) return keyTaken();

    const secret = form.hashSecret?.trim() || null;
    const values = {
      key,
      name: form.name.trim(),
      type: form.type,
      hashSecret: secret,
      allStoreChecksVisible: form.allStoreChecksVisible ? 1 : 0,
      visibleStoreCheckIds: JSON.stringify([...new Set(form.visibleStoreCheckIds)]),
      allCashpointChecksVisible: form.allCashpointChecksVisible ? 1 : 0,
      visibleCashpointCheckIds: JSON.stringify([...new Set(form.visibleCashpointCheckIds)]),
    };
    try {
      const uid = await db.kysely.transaction().execute(async (trx) => {
        if (existing) {
          await trx.updateTable('contexts').set(values).where('id', '=', existing.id).execute();
          return existing.uid;
        }
        const uid = newUid();
        const row = await trx
          .insertInto('contexts')
          .values({ ...values, uid })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Whoever sees only chosen contexts also sees the one it creates.
        if (!principal.user.allContextsVisible) {
          await trx.insertInto('userContexts').values({ userId: principal.user.id, contextId: row.id }).execute();
        }
        return uid;
      });
      return { uid };
    } catch (error) {
      if (isUniqueViolation(error)) return keyTaken();
      throw error;
    }
  },
} satisfies Partial<Handlers>;
