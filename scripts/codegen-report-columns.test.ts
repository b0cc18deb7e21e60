import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { cashpointAgentFields, cashpointCatalogue } from '../src/shared/reports/cashpointColumns';
import { storeCatalogue, storeServiceIds } from '../src/shared/reports/storeColumns';
import { withReportRegions } from './codegen-report-columns';

// The generated regions of openapi.yaml: what they say, and that a region out of place is an error
// rather than a contract that silently keeps its old lists.

const contract = readFileSync(path.join(__dirname, '..', 'openapi.yaml'), 'utf8');

interface Parameter {
  $ref?: string;
  name?: string;
  schema?: { enum?: string[] };
}
interface Doc {
  paths: Record<string, { get: { parameters: Parameter[] } }>;
  components: {
    parameters: Record<string, Parameter>;
    schemas: Record<string, { required: string[]; properties: Record<string, { type?: string }> }>;
  };
}

describe('the report regions of openapi.yaml', () => {
  const doc = parse(withReportRegions(contract)) as Doc;
  const resolve = (p: Parameter) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()!]! : p);
  const calls = {
    cashpoint: { catalogue: cashpointCatalogue, paths: ['cashpoint-report', 'cashpoint-report.csv'] },
    store: { catalogue: storeCatalogue, paths: ['storeagent-report', 'storeagent-report.csv'] },
  };

  for (const [report, { catalogue, paths }] of Object.entries(calls))
    for (const call of paths)
      it(`gives ${call} every ${report} column to sort by and every filter, with its options`, () => {
        const parameters = doc.paths[`/api/frontend/reports/${call}`]!.get.parameters.map(resolve);
        const byName = new Map(parameters.map((p) => [p.name, p]));
        const columnIds = catalogue.columns.map((c) => c.id);
        assert.deepEqual(byName.get('sortBy')?.schema?.enum, columnIds);
        for (const filter of catalogue.filters) {
          const parameter = byName.get(filter.id);
          assert.ok(parameter, `filter ${filter.id}`);
          // A text filter stays free text in the contract even where the page offers choices for it.
          const options = filter.kind === 'text' ? undefined : filter.options?.map((o) => o.value);
          assert.deepEqual(parameter.schema?.enum, options, `options of filter ${filter.id}`);
        }
      });

  it('gives the rows the values the server reads by the catalogue: agent fields and services', () => {
    const { CashpointReportRow: register, StoreReportRow: store } = doc.components.schemas;
    const types = { text: 'string', yesNo: 'boolean', seconds: 'integer' };
    for (const [name, field] of Object.entries(cashpointAgentFields))
      assert.equal(register!.properties[name]?.type, types[field.kind], `register value ${name}`);
    assert.deepEqual(register!.required, Object.keys(register!.properties), 'a register row has every value');
    for (const id of storeServiceIds) assert.equal(store!.properties[id]?.type, 'string', `service ${id}`);
  });

  it('rewrites a stale region and refuses an unknown or a missing one', () => {
    const stale = contract.replace(/(# BEGIN generated report-parameters.*\n)/, '$1    Alt: { name: alt }\n');
    assert.notEqual(stale, contract);
    assert.equal(withReportRegions(stale), withReportRegions(contract));
    const unknown = `${contract}\n# BEGIN generated nichtda\n# END generated nichtda\n`;
    assert.throws(() => withReportRegions(unknown), /unknown generated region nichtda/);
    const missing = contract.replace(/# BEGIN generated store-report-filters/g, '# store-report-filters');
    assert.throws(() => withReportRegions(missing), /lacks the generated regions store-report-filters/);
  });
});
