import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

type Slot<Name> = { name: Name } | { value: unknown };

const markerPrefix = '\u0000precompiled:';
const marker = <T>(name: string) => `${markerPrefix}${name}` as T;

/**
 * A query built and compiled once per database and then run with new values. Kysely otherwise
 * builds, transforms and compiles the same query on every call, which costs more than SQLite takes
 * to run a small one; the heartbeat path runs its few queries thousands of times a second. `build`
 * gets a placeholder for each named value and must use it only as a value (not in names or raw SQL).
 */
export function precompiled<Name extends string, Row>(
  build: (db: Kysely<Database>, value: <T>(name: Name) => T) => Compilable<Row>,
) {
  const compiled = new WeakMap<Kysely<Database>, { query: CompiledQuery<Row>; slots: Slot<Name>[] }>();
  const compile = (root: Kysely<Database>) => {
    const query = build(root, marker).compile();
    const slots = query.parameters.map((parameter): Slot<Name> => {
      const named = typeof parameter === 'string' && parameter.startsWith(markerPrefix);
      return named ? { name: parameter.slice(markerPrefix.length) as Name } : { value: parameter };
    });
    const entry = { query, slots };
    compiled.set(root, entry);
    return entry;
  };
  /** Runs it on `db` (the database or one of its transactions); `root` is the database itself. */
  return async (db: Kysely<Database>, root: Kysely<Database>, values: Record<Name, unknown>): Promise<Row[]> => {
    const { query, slots } = compiled.get(root) ?? compile(root);
    const parameters = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
