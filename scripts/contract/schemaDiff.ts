// How one JSON schema of the contract changed, in plain words, and whether that breaks a client.
// Which way a change breaks depends on who writes the value: a client SENDS a request (a server that
// accepts less breaks it: a new required field, a removed enum value, a tighter limit) and READS a
// reply (a server that sends more or less than before breaks it: a removed or optional field, a new
// enum value its switch does not know, a changed type).
import { isDeepStrictEqual } from 'node:util';

/** A schema object or a `$ref` to one, as openapi.yaml holds it. */
export type Schema = Record<string, unknown>;
/** `request`: the client writes it; `response`: the client reads it. */
export type Direction = 'request' | 'response';

export interface SchemaChange {
  breaking: boolean;
  /** Where in the body, e.g. `stores[].name`; empty for the body itself. */
  at: string;
  text: string;
}

/** Follows local `$ref`s (`#/components/...`) inside one document. */
export type Resolve = (schema: Schema) => { schema: Schema; ref?: string };

export function resolver(doc: unknown): Resolve {
  return (schema) => {
    let ref: string | undefined;
    let current = schema;
    // A chain of refs ends; a ref to itself would not, so stop after a few.
    for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
      ref = current.$ref;
      let node: unknown = doc;
      for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Record<string, unknown>)?.[part];
      current = (node ?? {}) as Schema;
    }
    return { schema: current, ref };
  };
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const types = (s: Schema): string => {
  const t = Array.isArray(s.type) ? s.type.join('|') : typeof s.type === 'string' ? s.type : '';
  return t || (s.properties ? 'object' : s.items ? 'array' : '');
};
const show = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
const join = (at: string, name: string) => (at ? `${at}.${name}` : name);

/** Limits that, raised (min…) or lowered (max…), accept fewer values. */
const lowerLimits = ['minLength', 'minimum', 'minItems', 'minProperties'];
const upperLimits = ['maxLength', 'maximum', 'maxItems', 'maxProperties'];

export function diffSchemas(
  before: Schema | undefined,
  after: Schema | undefined,
  direction: Direction,
  resolveBefore: Resolve,
  resolveAfter: Resolve,
): SchemaChange[] {
  const changes: SchemaChange[] = [];
  // A recursive schema (a tree node with children) is compared once per pair of refs.
  const seen = new Set<string>();
  const sends = direction === 'request';

  const walk = (rawBefore: Schema, rawAfter: Schema, at: string, depth: number): void => {
    const b = resolveBefore(rawBefore);
    const a = resolveAfter(rawAfter);
    if (b.ref && a.ref) {
      const key = `${b.ref}→${a.ref}@${direction}`;
      if (seen.has(key)) return;
      seen.add(key);
    }
    if (depth > 30) return;
    const sb = b.schema;
    const sa = a.schema;
    const where = at || 'the body';
    const typeBefore = types(sb);
    const typeAfter = types(sa);
    if (typeBefore && typeAfter && typeBefore !== typeAfter) {
      changes.push({ breaking: true, at, text: `${where}: type ${typeBefore} became ${typeAfter}` });
      return;
    }
    if (Boolean(sb.nullable) !== Boolean(sa.nullable)) {
      const nowNullable = Boolean(sa.nullable);
      changes.push({
        // A reply that may now be null breaks a reader; a request that may no longer be null, a writer.
        breaking: sends ? !nowNullable : nowNullable,
        at,
        text: `${where}: ${nowNullable ? 'may now be null' : 'may no longer be null'}`,
      });
    }
    const enumBefore = list(sb.enum);
    const enumAfter = list(sa.enum);
    if (enumBefore.length > 0 || enumAfter.length > 0) {
      const removed = enumBefore.filter((v) => !enumAfter.some((w) => isDeepStrictEqual(v, w)));
      const added = enumAfter.filter((v) => !enumBefore.some((w) => isDeepStrictEqual(v, w)));
      if (enumAfter.length === 0)
        changes.push({ breaking: !sends, at, text: `${where}: no longer limited to a list of values` });
      else if (enumBefore.length === 0)
        changes.push({ breaking: sends, at, text: `${where}: now limited to ${show(enumAfter)}` });
      else {
        if (removed.length > 0) changes.push({ breaking: sends, at, text: `${where}: value ${show(removed)} removed` });
        if (added.length > 0) changes.push({ breaking: !sends, at, text: `${where}: value ${show(added)} added` });
      }
    }
    if (sends) {
      for (const key of lowerLimits)
        if (typeof sa[key] === 'number' && (typeof sb[key] !== 'number' || sa[key] > sb[key]))
          changes.push({ breaking: true, at, text: `${where}: ${key} ${String(sb[key] ?? 'none')} became ${sa[key]}` });
      for (const key of upperLimits)
        if (typeof sa[key] === 'number' && (typeof sb[key] !== 'number' || sa[key] < sb[key]))
          changes.push({ breaking: true, at, text: `${where}: ${key} ${String(sb[key] ?? 'none')} became ${sa[key]}` });
      if (typeof sa.pattern === 'string' && sa.pattern !== sb.pattern)
        changes.push({ breaking: true, at, text: `${where}: pattern became ${sa.pattern}` });
    }
    const propsBefore = (sb.properties ?? {}) as Record<string, Schema>;
    const propsAfter = (sa.properties ?? {}) as Record<string, Schema>;
    const requiredBefore = new Set(list(sb.required) as string[]);
    const requiredAfter = new Set(list(sa.required) as string[]);
    for (const name of Object.keys(propsBefore)) {
      const path = join(at, name);
      if (!(name in propsAfter)) {
        // A request field that is gone is refused by a server that allows no extra fields.
        changes.push({ breaking: true, at: path, text: `field ${path} removed` });
        continue;
      }
      if (requiredBefore.has(name) && !requiredAfter.has(name))
        changes.push({ breaking: !sends, at: path, text: `field ${path} is no longer required` });
      if (!requiredBefore.has(name) && requiredAfter.has(name))
        changes.push({ breaking: sends, at: path, text: `field ${path} is now required` });
      walk(propsBefore[name], propsAfter[name], path, depth + 1);
    }
    for (const name of Object.keys(propsAfter)) {
      if (name in propsBefore) continue;
      const path = join(at, name);
      const required = requiredAfter.has(name);
      changes.push({
        breaking: sends && required,
        at: path,
        text: `field ${path} added${required && sends ? ' (required)' : ''}`,
      });
    }
    if (sb.items && sa.items) walk(sb.items as Schema, sa.items as Schema, `${at}[]`, depth + 1);
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const partsBefore = list(sb[key]) as Schema[];
      const partsAfter = list(sa[key]) as Schema[];
      const shared = Math.min(partsBefore.length, partsAfter.length);
      for (let i = 0; i < shared; i++) walk(partsBefore[i], partsAfter[i], at, depth + 1);
      if (partsAfter.length !== partsBefore.length && key !== 'allOf') {
        const fewer = partsAfter.length < partsBefore.length;
        changes.push({
          breaking: sends ? fewer : !fewer,
          at,
          text: `${where}: ${key} has ${partsAfter.length} variants instead of ${partsBefore.length}`,
        });
      }
    }
  };

  if (before && after) walk(before, after, '', 0);
  else if (before && !after) changes.push({ breaking: true, at: '', text: 'the body is gone' });
  else if (!before && after) changes.push({ breaking: sends, at: '', text: 'a body was added' });
  return changes;
}
