// Everything generated, as file path -> content, so that `npm run codegen` and the freshness check
// (scripts/check-codegen.ts) cannot drift apart: first the parts of openapi.yaml that the report
// column catalogue decides, then everything generated from that contract.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';
import { withReportRegions } from './codegen-report-columns';

export const root = path.resolve(__dirname, '..');
const CONTRACT = 'openapi.yaml';
const apiFile = path.join(root, 'src/client/api/emptyApi.ts');
export const CONTRACT_TYPES = 'src/shared/generated/contract.ts';
const HEADER = '/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */\n';

/** Tags the SPA never calls: the agents' API, and the health checks of load balancers. */
const notForTheSpa = ['agent', 'operations'];

/**
 * The SPA gets one folder per OpenAPI tag (Grafana's api/clients/<x>/), except for the calls it
 * never makes: the generated endpoints.gen.ts beside a hand-written index.ts with its enhancements.
 */
export function clientTags(schemaFile = path.join(root, CONTRACT)): string[] {
  const doc = parse(readFileSync(schemaFile, 'utf8')) as { tags: { name: string }[] };
  return doc.tags.map((t) => t.name).filter((t) => !notForTheSpa.includes(t));
}

export function clientFile(tag: string): string {
  return `src/client/api/${tag}/endpoints.gen.ts`;
}

async function generateClient(schemaFile: string, tag: string): Promise<string> {
  const out = await generateEndpoints({
    schemaFile,
    apiFile,
    apiImport: 'emptyApi',
    exportName: `${tag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}Api`,
    tag: true,
    hooks: { queries: true, lazyQueries: true, mutations: true },
    filterEndpoints: (_name, def) => (def.operation.tags ?? []).includes(tag),
  });
  if (typeof out !== 'string') throw new Error(`codegen produced nothing for tag ${tag}`);
  // generateEndpoints imports the api file by an absolute-ish relative path; keep it relative.
  return HEADER + out.replace(/from ["'].*emptyApi["']/, "from '../emptyApi'");
}

/**
 * The contract's types for both sides (the server's handlers, the shared report rows) and for the
 * client package, which `npm run build:client` builds from this one file (scripts/contract/buildClient.ts).
 */
async function generateContractTypes(schemaFile: string): Promise<string> {
  const ast = await openapiTS(new URL(`file://${schemaFile}`), { immutable: false });
  return HEADER + astToString(ast);
}

export async function generateAll(): Promise<Map<string, string>> {
  const contract = withReportRegions(readFileSync(path.join(root, CONTRACT), 'utf8'));
  const files = new Map<string, string>([[CONTRACT, contract]]);
  // The rest is generated from the contract as it will be written, which may not be on disk yet.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
  try {
    const schemaFile = path.join(dir, CONTRACT);
    writeFileSync(schemaFile, contract);
    for (const tag of clientTags(schemaFile)) files.set(clientFile(tag), await generateClient(schemaFile, tag));
    files.set(CONTRACT_TYPES, await generateContractTypes(schemaFile));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return files;
}
