// Text tables are plain objects. A key that comes from a URL, a file or the server ('__proto__',
// 'constructor', 'toString') would find Object's own members there instead of nothing, and a page
// that renders the object it got crashes. Lookups of such keys take only the table's own entries.

/** The entry of `table` under `key` when the table itself has one, else undefined. */
export function ownText<T>(table: Readonly<Record<string | number, T>>, key: string | number): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
