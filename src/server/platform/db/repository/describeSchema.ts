import { sql, type Kysely } from 'kysely';

// The schema of a database as sorted lines of text, read from the database's own catalogue
// (sqlite_master and pragmas; information_schema and pg_catalog), so that what the migrations built
// can be compared with a committed snapshot (schemaSnapshot.test.ts). Whitespace runs in stored SQL
// are collapsed: a migration reformatted changes no schema.

type Rows<T> = Promise<{ rows: T[] }>;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** SQLite: tables with columns, keys and indexes, then triggers, then the migrations recorded. */
export async function describeSqliteSchema<DB>(db: Kysely<DB>): Promise<string> {
  const run = <T>(query: ReturnType<typeof sql<T>>) => query.execute(db) as Rows<T>;
  const { rows: objects } = await run<{ type: string; name: string; tbl: string; sql: string | null }>(sql`
    select type, name, tbl_name as tbl, sql from sqlite_master where name not like 'sqlite_%' or type = 'index'
  `);
  const lines: string[] = [];
  const tables = objects.filter((o) => o.type === 'table').map((o) => o.name);
  for (const table of tables.sort(byText)) {
    lines.push(`table ${table}`);
    const { rows: columns } = await run<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>(sql`select name, type, "notnull", dflt_value, pk from pragma_table_info(${table}) order by cid`);
    for (const c of columns) {
      const parts = [c.type.toLowerCase(), c.notnull ? 'not null' : 'null'];
      if (c.dflt_value !== null) parts.push(`default ${c.dflt_value}`);
      if (c.pk) parts.push(`primary key ${c.pk}`);
      lines.push(`  column ${c.name} ${parts.join(' ')}`);
    }
    const { rows: keys } = await run<{ id: number; from: string; table: string; to: string; on_delete: string }>(
      sql`select id, "from", "table", "to", on_delete from pragma_foreign_key_list(${table}) order by id, seq`,
    );
    for (const k of keys)
      lines.push(`  foreign key ${k.from} -> ${k.table}.${k.to} on delete ${k.on_delete.toLowerCase()}`);
    const { rows: indexes } = await run<{ name: string; unique: number; origin: string; partial: number }>(
      sql`select name, "unique", origin, partial from pragma_index_list(${table})`,
    );
    const indexLines: string[] = [];
    for (const index of indexes) {
      const { rows: cols } = await run<{ name: string }>(
        sql`select name from pragma_index_info(${index.name}) order by seqno`,
      );
      const kind = { c: 'index', u: 'unique constraint', pk: 'primary key' }[index.origin] ?? index.origin;
      const sqlText = objects.find((o) => o.type === 'index' && o.name === index.name)?.sql ?? '';
      const where = index.partial ? ` where ${oneLine(sqlText.replace(/^.*?\swhere\s/is, ''))}` : '';
      const name = index.origin === 'c' ? index.name : '(automatic)';
      const unique = index.unique && index.origin === 'c' ? 'unique ' : '';
      indexLines.push(`  ${unique}${kind} ${name} (${cols.map((c) => c.name).join(', ')})${where}`);
    }
    lines.push(...indexLines.sort(byText));
  }
  const triggers = objects.filter((o) => o.type === 'trigger').sort((a, b) => byText(a.name, b.name));
  for (const t of triggers) lines.push(`trigger ${t.name} on ${t.tbl}: ${oneLine(t.sql ?? '')}`);
  lines.push(...(await recordedMigrations(db)));
  return `${lines.join('\n')}\n`;
}

/** PostgreSQL (schema public): tables with columns, constraints and indexes, then triggers, functions, sequences. */
export async function describePostgresSchema<DB>(db: Kysely<DB>): Promise<string> {
  const run = <T>(query: ReturnType<typeof sql<T>>) => query.execute(db) as Rows<T>;
  const lines: string[] = [];
  const { rows: tables } = await run<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `);
  for (const { name: table } of tables) {
    lines.push(`table ${table}`);
    const { rows: columns } = await run<{ name: string; type: string; nullable: string; dflt: string | null }>(sql`
      select column_name as name, data_type as type, is_nullable as nullable, column_default as dflt
      from information_schema.columns where table_schema = 'public' and table_name = ${table}
      order by ordinal_position
    `);
    for (const c of columns) {
      const parts = [c.type, c.nullable === 'YES' ? 'null' : 'not null'];
      if (c.dflt !== null) parts.push(`default ${c.dflt}`);
      lines.push(`  column ${c.name} ${parts.join(' ')}`);
    }
    const { rows: constraints } = await run<{ name: string; def: string }>(sql`
      select con.conname as name, pg_get_constraintdef(con.oid) as def
      from pg_constraint con join pg_class rel on rel.oid = con.conrelid
      join pg_namespace ns on ns.oid = rel.relnamespace
      where ns.nspname = 'public' and rel.relname = ${table} order by con.conname
    `);
    for (const c of constraints) lines.push(`  constraint ${c.name}: ${c.def}`);
    const { rows: indexes } = await run<{ name: string; def: string }>(sql`
      select indexname as name, indexdef as def from pg_indexes
      where schemaname = 'public' and tablename = ${table} order by indexname
    `);
    for (const i of indexes) lines.push(`  index ${i.name}: ${i.def}`);
  }
  const { rows: triggers } = await run<{ name: string; def: string }>(sql`
    select t.tgname as name, pg_get_triggerdef(t.oid) as def from pg_trigger t
    join pg_class rel on rel.oid = t.tgrelid join pg_namespace ns on ns.oid = rel.relnamespace
    where ns.nspname = 'public' and not t.tgisinternal order by t.tgname
  `);
  for (const t of triggers) lines.push(`trigger ${t.name}: ${t.def}`);
  const { rows: functions } = await run<{ name: string; def: string }>(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as def from pg_proc p
    join pg_namespace ns on ns.oid = p.pronamespace where ns.nspname = 'public' order by p.proname
  `);
  for (const f of functions) lines.push(`function ${f.name}: ${oneLine(f.def)}`);
  const { rows: sequences } = await run<{ name: string }>(sql`
    select sequence_name as name from information_schema.sequences
    where sequence_schema = 'public' order by sequence_name
  `);
  for (const s of sequences) lines.push(`sequence ${s.name}`);
  lines.push(...(await recordedMigrations(db)));
  return `${lines.join('\n')}\n`;
}

/** The names the migrator recorded: a database keeps them, so they are part of what a migration leaves. */
async function recordedMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => `migration recorded ${row.name}`);
}
