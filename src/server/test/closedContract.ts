import { contractDocument } from './contract';

// The contract's schemas leave objects open unless they say `additionalProperties: false`, so a plain
// validator takes any field a handler adds. The replies are checked against a copy in which every
// object that lists its properties takes no others: a field the contract does not declare is a
// contract violation. An `allOf` of objects is merged into one closed object first (each part closed
// on its own would refuse the other parts' fields).

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node a `$ref` of the contract points at (only local references occur). */
function resolve(node: Schema): Schema {
  if (typeof node.$ref !== 'string') return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((parent, key) => (parent as Schema)[key], contractDocument);
  return resolve(target as Schema);
}

/** The properties and required names of an `allOf`'s parts, when every part describes an object. */
function mergedAllOf(parts: Schema[]): { properties: Schema; required: string[] } | undefined {
  const properties: Schema = {};
  const required: string[] = [];
  for (const part of parts.map(resolve)) {
    const inner = part.allOf ? mergedAllOf(part.allOf as Schema[]) : undefined;
    const own = inner ?? { properties: part.properties as Schema | undefined, required: part.required as string[] };
    if (!own.properties || part.additionalProperties === true || isSchema(part.additionalProperties)) return undefined;
    Object.assign(properties, own.properties);
    required.push(...(own.required ?? []));
  }
  return { properties, required };
}

/** The schema with every listed-property object closed, recursively (a `not` is left as written). */
export function closed(node: unknown): unknown {
  if (!isSchema(node) || typeof node.$ref === 'string') return node;
  let schema: Schema = { ...node };
  if (Array.isArray(schema.allOf)) {
    const merged = mergedAllOf(schema.allOf as Schema[]);
    if (merged) {
      const { allOf: _parts, ...rest } = schema;
      schema = { ...rest, type: rest.type ?? 'object', ...merged };
    }
  }
  if (isSchema(schema.properties)) {
    schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, closed(v)]));
    if (schema.additionalProperties === undefined) schema.additionalProperties = false;
  }
  if (isSchema(schema.additionalProperties)) schema.additionalProperties = closed(schema.additionalProperties);
  if (schema.items !== undefined) schema.items = closed(schema.items);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[key])) schema[key] = (schema[key] as unknown[]).map(closed);
  }
  return schema;
}

/** The replies' schemas as the checker reads them: components and each reply's content, closed. */
export function closedContract(): Schema {
  const document = structuredClone(contractDocument) as unknown as Schema & {
    components: { schemas: Schema; responses: Record<string, Schema> };
    paths: Record<string, Record<string, { responses: Record<string, Schema> }>>;
  };
  const closeReply = (reply: Schema) => {
    for (const media of Object.values((reply.content as Record<string, Schema> | undefined) ?? {})) {
      if (media.schema) media.schema = closed(media.schema);
    }
  };
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    document.components.schemas[name] = closed(schema);
  }
  Object.values(document.components.responses).forEach(closeReply);
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (isSchema(operation) && isSchema(operation.responses)) Object.values(operation.responses).forEach(closeReply);
    }
  }
  return document;
}
