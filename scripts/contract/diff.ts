// What changed between two versions of openapi.yaml, per operation, in plain words, each change
// marked breaking or not. Own code because the maintained diff tools did not fit the gate: the npm
// package of pb33f's openapi-changes downloads its Go binary from GitHub when installed (no network
// here), openapi-diff ran for over 20 CPU minutes on this contract, and Optic (@useoptic/optic, over
// 600 packages) needs an ajv override to start and took 30 s per comparison. The rules follow
// Optic's breaking-changes ruleset for what a generated client notices.
import { parse } from 'yaml';
import { diffSchemas, resolver, type Resolve, type Schema, type SchemaChange } from './schemaDiff';

export interface Change {
  breaking: boolean;
  text: string;
}

export interface OperationDiff {
  /** `GET /api/frontend/cashpoints (getCashpointTree)` */
  operation: string;
  status: 'added' | 'removed' | 'changed';
  changes: Change[];
}

export interface ContractDiff {
  versionBefore: string | null;
  versionAfter: string;
  operations: OperationDiff[];
  breaking: boolean;
}

type Doc = {
  info?: { version?: string };
  paths?: Record<string, Record<string, Operation>>;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };
type Operation = {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }>; $ref?: string };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }>; $ref?: string }>;
};

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function operationsOf(doc: Doc): Map<string, { path: string; method: string; op: Operation; shared: Parameter[] }> {
  const result = new Map<string, { path: string; method: string; op: Operation; shared: Parameter[] }>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const shared = (item.parameters ?? []) as unknown as Parameter[];
    for (const method of methods) {
      const op = item[method];
      if (op) result.set(`${method.toUpperCase()} ${path}`, { path, method, op, shared });
    }
  }
  return result;
}

const label = (key: string, op: Operation) => (op.operationId ? `${key} (${op.operationId})` : key);

function parameters(op: Operation, shared: Parameter[], resolve: Resolve): Map<string, Parameter> {
  const all = new Map<string, Parameter>();
  for (const raw of [...shared, ...(op.parameters ?? [])]) {
    const p = resolve(raw as unknown as Schema).schema as unknown as Parameter;
    all.set(`${p.in} parameter ${p.name}`, p);
  }
  return all;
}

const jsonSchema = (content?: Record<string, { schema?: Schema }>) =>
  content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;

const withPlace = (place: string, changes: SchemaChange[]): Change[] =>
  changes.map((c) => ({ breaking: c.breaking, text: `${place}: ${c.text}` }));

function diffOperation(
  before: { op: Operation; shared: Parameter[] },
  after: { op: Operation; shared: Parameter[] },
  rb: Resolve,
  ra: Resolve,
): Change[] {
  const changes: Change[] = [];
  // Generated clients name their functions and hooks after it (getCashpointTree, useGetCashpointTreeQuery).
  if (before.op.operationId !== after.op.operationId)
    changes.push({ breaking: true, text: `operationId ${before.op.operationId} became ${after.op.operationId}` });
  const paramsBefore = parameters(before.op, before.shared, rb);
  const paramsAfter = parameters(after.op, after.shared, ra);
  for (const [name, p] of paramsAfter) {
    const old = paramsBefore.get(name);
    if (!old)
      changes.push({ breaking: Boolean(p.required), text: `${p.required ? 'required' : 'optional'} ${name} added` });
    else {
      if (p.required && !old.required) changes.push({ breaking: true, text: `${name} is now required` });
      if (!p.required && old.required) changes.push({ breaking: false, text: `${name} is now optional` });
      changes.push(...withPlace(name, diffSchemas(old.schema, p.schema, 'request', rb, ra)));
    }
  }
  // The server answers 400 to a query parameter an operation does not list: removing one breaks.
  for (const name of paramsBefore.keys())
    if (!paramsAfter.has(name)) changes.push({ breaking: true, text: `${name} removed` });

  const bodyBefore = before.op.requestBody && (rb(before.op.requestBody as Schema).schema as Operation['requestBody']);
  const bodyAfter = after.op.requestBody && (ra(after.op.requestBody as Schema).schema as Operation['requestBody']);
  if (bodyAfter?.required && !bodyBefore?.required && bodyBefore)
    changes.push({ breaking: true, text: 'request body is now required' });
  changes.push(
    ...withPlace(
      'request body',
      diffSchemas(jsonSchema(bodyBefore?.content), jsonSchema(bodyAfter?.content), 'request', rb, ra),
    ),
  );

  const responsesBefore = before.op.responses ?? {};
  const responsesAfter = after.op.responses ?? {};
  for (const status of Object.keys(responsesBefore)) {
    const old = rb(responsesBefore[status] as Schema).schema as { content?: Record<string, { schema?: Schema }> };
    if (!(status in responsesAfter)) {
      // A success a client handled is gone; a dropped error status only narrows what it sees.
      changes.push({ breaking: status.startsWith('2'), text: `response ${status} removed` });
      continue;
    }
    const now = ra(responsesAfter[status] as Schema).schema as { content?: Record<string, { schema?: Schema }> };
    changes.push(
      ...withPlace(
        `response ${status}`,
        diffSchemas(jsonSchema(old.content), jsonSchema(now.content), 'response', rb, ra),
      ),
    );
  }
  for (const status of Object.keys(responsesAfter))
    if (!(status in responsesBefore))
      // A status the client has no branch for lands in its error path, as any unexpected reply does.
      changes.push({ breaking: false, text: `response ${status} added` });
  return changes;
}

/** Compares two contracts' texts (YAML); `before` null: there was no contract yet. */
export function diffContracts(beforeText: string | null, afterText: string): ContractDiff {
  const before = (beforeText ? parse(beforeText) : { paths: {} }) as Doc;
  const after = parse(afterText) as Doc;
  const rb = resolver(before);
  const ra = resolver(after);
  const opsBefore = operationsOf(before);
  const opsAfter = operationsOf(after);
  const operations: OperationDiff[] = [];
  for (const [key, old] of opsBefore) {
    const now = opsAfter.get(key);
    if (!now)
      operations.push({
        operation: label(key, old.op),
        status: 'removed',
        changes: [{ breaking: true, text: 'removed' }],
      });
    else {
      const changes = diffOperation(old, now, rb, ra);
      if (changes.length > 0) operations.push({ operation: label(key, now.op), status: 'changed', changes });
    }
  }
  for (const [key, now] of opsAfter)
    if (!opsBefore.has(key))
      operations.push({
        operation: label(key, now.op),
        status: 'added',
        changes: [{ breaking: false, text: 'added' }],
      });
  return {
    versionBefore: beforeText ? String(before.info?.version ?? '') : null,
    versionAfter: String(after.info?.version ?? ''),
    operations,
    breaking: operations.some((o) => o.changes.some((c) => c.breaking)),
  };
}

/** The diff as lines of text: breaking changes first, each operation once. */
export function describe(diff: ContractDiff): string[] {
  const lines: string[] = [];
  const order = [...diff.operations].sort(
    (a, b) => Number(b.changes.some((c) => c.breaking)) - Number(a.changes.some((c) => c.breaking)),
  );
  for (const op of order) {
    if (op.status !== 'changed') {
      lines.push(`- ${op.status === 'added' ? 'Added' : 'BREAKING: removed'}: ${op.operation}`);
      continue;
    }
    lines.push(`- Changed: ${op.operation}`);
    for (const c of op.changes) lines.push(`  - ${c.breaking ? 'BREAKING: ' : ''}${c.text}`);
  }
  return lines;
}
