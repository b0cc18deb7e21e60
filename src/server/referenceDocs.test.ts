import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import YAML from 'yaml';
import { rules } from './accounts/operationRules';
import { specificationPath } from './platform/paths';
import { startTestServer, type TestServer } from './test/harness';

// The reference a client author reads (openapi.yaml, shown at /api/docs) must say the truth: who
// may call an operation is the server's own rule table, the audit actions it names exist, and
// every example is a reply the schema beside it accepts.

type Json = Record<string, unknown>;
interface Media {
  schema?: Json;
  example?: unknown;
  examples?: Record<string, { $ref?: string; value?: unknown }>;
}
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
}

const spec = YAML.parse(fs.readFileSync(specificationPath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { examples: Record<string, { value: unknown }>; schemas: Record<string, { enum?: string[] }> } & Json;
};
const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const at = (pointer: string): unknown =>
  pointer
    .slice(2)
    .split('/')
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json)[key], spec);
const resolved = <T>(node: T & { $ref?: string }): T =>
  node.$ref ? resolved(at(node.$ref) as T & { $ref?: string }) : node;

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, method, path, op })),
);

/** Every reply content of the contract: each operation's, and the shared replies under components. */
function contents(): { where: string; pointer: string; status: string; type: string; media: Media }[] {
  const found: ReturnType<typeof contents> = [];
  for (const { where, method, path, op } of operations) {
    for (const [status, reply] of Object.entries(op.responses)) {
      for (const [type, media] of Object.entries(reply.content ?? {})) {
        const pointer = `#/paths/${escape(path)}/${method}/responses/${status}/content/${escape(type)}`;
        found.push({ where: `${where} ${status} ${type}`, pointer, status, type, media });
      }
    }
  }
  for (const [name, reply] of Object.entries(
    spec.components.responses as Record<string, Operation['responses'][string]>,
  )) {
    for (const [type, media] of Object.entries(reply.content ?? {})) {
      const pointer = `#/components/responses/${name}/content/${escape(type)}`;
      found.push({ where: `the shared reply ${name} ${type}`, pointer, status: 'shared', type, media });
    }
  }
  return found;
}

/** The example values of a media type: its `example`, or each of its `examples` (followed if referenced). */
function examplesOf(media: Media): unknown[] {
  if (media.example !== undefined) return [media.example];
  return Object.values(media.examples ?? {}).map((example) => resolved(example).value);
}

// OpenAPI 3.0's `nullable` in JSON Schema terms: null besides whatever the schema allows.
function jsonSchemaOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(jsonSchemaOf);
  if (!node || typeof node !== 'object') return node;
  const converted = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, jsonSchemaOf(value)]));
  if (converted.nullable !== true) return converted;
  delete converted.nullable;
  return { anyOf: [{ type: 'null' }, converted] };
}
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(jsonSchemaOf(spec) as object, 'contract.json');

/**
 * A description's paragraphs, each on one line. A literal block (`|`) keeps its line breaks and
 * separates paragraphs by a blank line; a folded one (`>-`) has joined its lines already and keeps a
 * single break where the blank line was.
 */
const paragraphsOf = (description: string) =>
  (description.includes('\n\n') ? description.split(/\n\s*\n/) : description.split('\n')).map((p) =>
    p.replace(/\s+/g, ' ').trim(),
  );
/** The paragraph of a description that says who may call the operation. */
const whoParagraph = (description: string) => paragraphsOf(description).find((p) => p.startsWith('**Who may call:**'));
const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const allRights = new Set(Object.values(rules).flatMap((rule) => rule.rights));

describe('the reference in openapi.yaml', () => {
  it('describes every operation: a summary, what it does, who may call it and what it audits', () => {
    assert.ok(operations.length > 100, 'the contract has its operations');
    for (const { where, op } of operations) {
      assert.ok(op.summary?.trim(), `${where}: no summary`);
      assert.ok(op.description?.trim(), `${where}: no description`);
      assert.ok(whoParagraph(op.description!), `${where}: no '**Who may call:**' paragraph`);
      const audit = /^(Audits |Reads only; writes no audit entry\.|Writes no audit entry\.)/;
      assert.ok(
        paragraphsOf(op.description!).some((p) => audit.test(p)),
        `${where}: no paragraph on what it audits`,
      );
    }
  });

  it('names exactly the rights, feature flags and caller of the rule in operationRules.ts', () => {
    for (const { where, op } of operations) {
      const rule = rules[op.operationId as keyof typeof rules];
      assert.ok(rule, `${where}: no rule`);
      const who = whoParagraph(op.description!)!;
      const named = backticked(who);
      const rights = named.filter((word) => allRights.has(word as never) || word === 'USERS_CHANGE');
      // An operation on the caller's own account names USERS_CHANGE for tokens (ownAccount).
      const expected = [...rule.rights, ...(rule.ownAccount ? ['USERS_CHANGE'] : [])];
      assert.deepEqual([...new Set(rights)].sort(), [...new Set(expected)].sort(), `${where}: ${who}`);
      for (const flag of rule.features ?? []) assert.ok(named.includes(flag), `${where}: feature ${flag} not named`);
      if (rule.auth === 'none') assert.match(who, /no session needed/, where);
      if (rule.auth === 'agent') assert.match(who, /agentSignature/, where);
      if (rule.auth === 'session') assert.match(who, /logged-in user or API token|user or API token with/, where);
      if (rule.context) assert.match(who, new RegExp(`\`contextId\` in the ${rule.context}`), where);
    }
  });

  it('names only audit actions and webhook events that exist', () => {
    const known = new Set([
      ...spec.components.schemas.AuditAction!.enum!,
      ...spec.components.schemas.WebhookEventType!.enum!,
    ]);
    for (const { where, op } of operations) {
      const audit = paragraphsOf(op.description!).find((p) => p.startsWith('Audits '));
      for (const word of audit ? backticked(audit) : []) {
        assert.ok(known.has(word), `${where}: '${word}' is no audit action or webhook event`);
      }
    }
  });

  it('has an example for every 2xx reply with a body (files excepted) and for every shared reply', () => {
    const missing = contents()
      .filter((c) => c.status === 'shared' || c.status.startsWith('2'))
      .filter((c) => c.type !== 'application/octet-stream')
      .filter((c) => examplesOf(c.media).length === 0)
      .map((c) => c.where);
    assert.deepEqual(missing, []);
  });

  it('has only examples that the schema beside them accepts', () => {
    let checked = 0;
    for (const { where, pointer, type, media } of contents()) {
      if (!type.includes('json')) continue;
      const validate = ajv.compile({ $ref: `contract.json${pointer}/schema` });
      for (const example of examplesOf(media)) {
        assert.ok(validate(example), `${where}: ${ajv.errorsText(validate.errors)}`);
        checked++;
      }
    }
    assert.ok(checked > 70, `only ${checked} examples checked`);
  });

  it('gives every error reply a German message', () => {
    for (const { where, status, media, type } of contents()) {
      if (!type.includes('json') || status.startsWith('2')) continue;
      for (const example of examplesOf(media) as { message?: string }[]) {
        if (status === 'shared' && !('message' in (example as object))) continue;
        assert.match(example.message ?? '', /[a-zäöüß]/i, where);
        assert.doesNotMatch(example.message!, /\b(the|not|invalid|error)\b/i, `${where}: not German`);
      }
    }
  });

  it('fails a schema check on purpose: a wrong example is caught', () => {
    const validate = ajv.compile({ $ref: 'contract.json#/components/schemas/ErrorReply' });
    assert.equal(validate({ message: 42 }), false);
  });
});

// The page reads no data, so one database kind is enough.
describe('the examples at /api/docs', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer('sqlite');
  });
  after(() => server.close());

  it('serves the examples with the contract the page shows', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(reply.statusCode, 200);
    const served = reply.json() as typeof spec;
    const ping = served.paths['/api/frontend/ping']!.get!.responses['200']!.content!['application/json']!;
    const reference = ping.examples?.ping?.$ref;
    assert.equal(reference, '#/components/examples/ping');
    const value = served.components.examples.ping!.value as { user?: { login?: string } };
    assert.equal(typeof value.user?.login, 'string');
    assert.deepEqual(Object.keys(served.components.examples).sort(), Object.keys(spec.components.examples).sort());
  });
});
