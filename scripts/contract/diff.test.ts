import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { stringify } from 'yaml';
import { describe as describeDiff, diffContracts } from './diff';
import { describeGenerated, generatedChanges } from './generatedChanges';

// The diff's rules on a small contract: each change once, with whether a client breaks. A client
// SENDS requests (accepting less breaks it) and READS replies (sending less, or more kinds, breaks it).

const item = {
  type: 'object',
  required: ['id', 'state'],
  properties: {
    id: { type: 'string' },
    state: { type: 'string', enum: ['online', 'offline'] },
    name: { type: 'string' },
  },
};
const form = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 100 }, kind: { type: 'string', enum: ['a', 'b'] } },
};

function contract(change: (doc: ReturnType<typeof base>) => void = () => {}): string {
  const doc = base();
  change(doc);
  return stringify(doc);
}

function base() {
  return {
    openapi: '3.0.3',
    info: { title: 't', version: '1.0.0' },
    paths: {
      '/api/items': {
        get: {
          operationId: 'getItems',
          parameters: [{ name: 'contextId', in: 'query', required: true, schema: { type: 'string' } }] as object[],
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
              },
            },
          } as Record<string, object>,
        },
      } as Record<string, object>,
      '/api/items/save': {
        post: {
          operationId: 'saveItem',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Form' } } },
          },
          responses: { '200': { description: 'ok' } },
        },
      } as Record<string, object>,
    } as Record<string, Record<string, object>>,
    components: { schemas: { Item: item, Form: form } as Record<string, typeof item | typeof form> },
  };
}

const lines = (after: string) => describeDiff(diffContracts(contract(), after));
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the contract diff', () => {
  it('finds nothing between a contract and itself', () => {
    assert.deepEqual(lines(contract()), []);
  });

  const cases: [string, (doc: ReturnType<typeof base>) => void, string[]][] = [
    [
      'a new required parameter breaks, an optional one does not',
      (d) => {
        const get = d.paths['/api/items'].get as { parameters: object[] };
        get.parameters.push({ name: 'region', in: 'query', required: true, schema: { type: 'string' } });
        get.parameters.push({ name: 'q', in: 'query', schema: { type: 'string' } });
      },
      [
        '- Changed: GET /api/items (getItems)',
        '  - BREAKING: required query parameter region added',
        '  - optional query parameter q added',
      ],
    ],
    [
      'a removed operation breaks; a new one does not',
      (d) => {
        d.paths['/api/things'] = { get: json(d.paths['/api/items'].get) };
        (d.paths['/api/things'].get as { operationId: string }).operationId = 'getThings';
        delete d.paths['/api/items'];
      },
      ['- BREAKING: removed: GET /api/items (getItems)', '- Added: GET /api/things (getThings)'],
    ],
    [
      'a reply field removed or made optional breaks; a new one does not',
      (d) => {
        const s = json(item) as { required: string[]; properties: Record<string, object> };
        s.required = ['id'];
        delete s.properties.name;
        s.properties.since = { type: 'string' };
        d.components.schemas.Item = s as typeof item;
      },
      [
        '- Changed: GET /api/items (getItems)',
        '  - BREAKING: response 200: field [].state is no longer required',
        '  - BREAKING: response 200: field [].name removed',
        '  - response 200: field [].since added',
      ],
    ],
    [
      'a new enum value in a reply breaks a reader; removed from a request, a writer',
      (d) => {
        d.components.schemas.Item = json(item);
        d.components.schemas.Item.properties.state.enum = ['online', 'offline', 'maintenance'];
        const f = json(form);
        f.properties.kind.enum = ['a'];
        d.components.schemas.Form = f;
      },
      [
        '- Changed: GET /api/items (getItems)',
        '  - BREAKING: response 200: [].state: value "maintenance" added',
        '- Changed: POST /api/items/save (saveItem)',
        '  - BREAKING: request body: kind: value "b" removed',
      ],
    ],
    [
      'a request field made required or limited tighter breaks',
      (d) => {
        const f = json(form) as typeof form & { required: string[] };
        f.required = ['name', 'kind'];
        f.properties.name.maxLength = 50;
        d.components.schemas.Form = f;
      },
      [
        '- Changed: POST /api/items/save (saveItem)',
        '  - BREAKING: request body: name: maxLength 100 became 50',
        '  - BREAKING: request body: field kind is now required',
      ],
    ],
    [
      'a changed type breaks either way',
      (d) => {
        d.components.schemas.Item = json(item);
        (d.components.schemas.Item.properties.id as { type: string }).type = 'integer';
      },
      ['- Changed: GET /api/items (getItems)', '  - BREAKING: response 200: [].id: type string became integer'],
    ],
  ];
  for (const [name, change, expected] of cases)
    it(name, () => {
      assert.deepEqual(lines(contract(change)), expected);
    });

  it('names the versions and whether anything breaks', () => {
    const diff = diffContracts(
      contract(),
      contract((d) => (d.info.version = '2.0.0')),
    );
    assert.equal(diff.versionBefore, '1.0.0');
    assert.equal(diff.versionAfter, '2.0.0');
    assert.equal(diff.breaking, false);
  });
});

describe('what codegen prints', () => {
  const types = (ops: Record<string, string>) =>
    `export interface components {\n    schemas: {\n        Item: {\n            id: string;\n        };\n    };\n}\n` +
    `export interface operations {\n${Object.entries(ops)
      .map(([name, body]) => `    ${name}: {\n        ${body}\n    };`)
      .join('\n')}\n}\n`;

  it('names the operations added, changed and removed', () => {
    const before = types({ getItems: 'a: 1;', saveItem: 'b: 1;', dropItem: 'c: 1;' });
    const after = types({ getItems: 'a: 1;', saveItem: 'b: 2;', newItem: 'd: 1;' });
    assert.equal(
      describeGenerated(generatedChanges(before, after)),
      'Operations added 1: newItem; changed 1: saveItem; removed 1: dropItem; schemas added or changed 0' +
        ' (`npm run contract:diff -- main` says whether it breaks a client)',
    );
  });
});
