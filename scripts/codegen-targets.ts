// Everything generated from openapi.yaml, as file path -> content, so that `npm run codegen`
// and the freshness check (scripts/check-codegen.ts) cannot drift apart.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

export const root = path.resolve(__dirname, '..');
const schemaFile = path.join(root, 'openapi.yaml');
const apiFile = path.join(root, 'src/client/api/emptyApi.ts');
const CONTRACT_TYPES = 'src/shared/generated/contract.ts';
const HEADER = '/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */\n';

/** Tags the SPA never calls: the agents' API, and the health checks of load balancers. */
const notForTheSpa = ['agent', 'operations'];

/**
 * The SPA gets one folder per OpenAPI tag (Grafana's api/clients/<x>/), except for the calls it
 * never makes: the generated endpoints.gen.ts beside a hand-written index.ts with its enhancements.
 */
export function clientTags(): string[] {
  const doc = parse(readFileSync(schemaFile, 'utf8')) as { tags: { name: string }[] };
  return doc.tags.map((t) => t.name).filter((t) => !notForTheSpa.includes(t));
}

export function clientFile(tag: string): string {
  return `src/client/api/${tag}/endpoints.gen.ts`;
}

async function generateClient(tag: string): Promise<string> {
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

/** The contract's types for both sides: the server's handlers and the shared report rows. */
async function generateContractTypes(): Promise<string> {
  const ast = await openapiTS(new URL(`file://${schemaFile}`), { immutable: false });
  return HEADER + astToString(ast);
}

export async function generateAll(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const tag of clientTags()) files.set(clientFile(tag), await generateClient(tag));
  files.set(CONTRACT_TYPES, await generateContractTypes());
  return files;
}
