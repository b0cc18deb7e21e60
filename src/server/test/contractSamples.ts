import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { contractDocument, contractNode, type ContractOperation } from './contract';

// Valid requests built from the contract itself, so a walker can send every operation something it
// accepts and then spoil one part at a time: each value is the first of a few candidates that the
// contract's schema for it takes.

const contractId = 'contract.json';
const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
// Without the meta-schema check (see contractReplies.ts: the contract is checked as a whole elsewhere).
ajv.addSchema(contractDocument as object, contractId, undefined, false);

const validators = new Map<string, ValidateFunction>();

/** Whether the contract's schema at this pointer takes the value. */
export function schemaAccepts(pointer: string, value: unknown): boolean {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${contractId}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate(value);
}

const candidates: unknown[] = [
  'NORDMARKT',
  '1001',
  '123456',
  'ABCDEFGHIJKLMNOP',
  '2026-01-01T00:00:00Z',
  '2026-01-01',
  '08:00',
  1,
  // A number whose least is above 1 (reminders every 5 minutes or more).
  5,
  true,
  null,
];

/** A value the schema at this pointer takes: objects with every property, arrays as short as allowed. */
export function sampleOf(pointer: string): unknown {
  const { node, pointer: at } = contractNode(pointer);
  if (node.allOf) {
    // One part (a $ref beside a description): its sample as it is, a string or number included.
    if ((node.allOf as unknown[]).length === 1) return sampleOf(`${at}/allOf/0`);
    return Object.assign({}, ...(node.allOf as unknown[]).map((_, i) => sampleOf(`${at}/allOf/${i}`)));
  }
  if (node.type === 'array') {
    const least = Number(node.minItems ?? 0);
    return Array.from({ length: least }, () => sampleOf(`${at}/items`));
  }
  if (node.type === 'object' || node.properties) {
    const properties = Object.keys((node.properties as object | undefined) ?? {});
    return Object.fromEntries(properties.map((name) => [name, sampleOf(`${at}/properties/${name}`)]));
  }
  // A field whose rule the server checks beyond its schema (a postal code's digits) names its example.
  const example = node.example === undefined ? [] : [node.example];
  const found = [...((node.enum as unknown[] | undefined) ?? []), ...example, ...candidates].find((c) =>
    schemaAccepts(at, c),
  );
  if (found === undefined) throw new Error(`no sample value for ${at}`);
  return found;
}

/** The operation's path with every path parameter filled with a sample or the given value. */
export function pathWith(op: ContractOperation, values: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = op.parameters.find((p) => p.name === name)!;
    return encodeURIComponent(values[name] ?? String(sampleOf(parameter.schemaPointer)));
  });
}

/** A request the operation's contract takes: path and required query parameters, and a JSON body. */
export function validRequest(op: ContractOperation): { url: string; body?: string } {
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) {
    query.set(p.name, String(sampleOf(p.schemaPointer)));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  const body = op.jsonBodyPointer ? sampleOf(op.jsonBodyPointer) : undefined;
  if (op.jsonBodyPointer && !schemaAccepts(op.jsonBodyPointer, body)) {
    throw new Error(`the sample body of ${op.operationId} breaks its contract: ${JSON.stringify(body)}`);
  }
  return { url: pathWith(op) + search, body: body === undefined ? undefined : JSON.stringify(body) };
}
