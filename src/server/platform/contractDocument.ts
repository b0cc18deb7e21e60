import fs from 'node:fs';
import YAML from 'yaml';

const parsed = new Map<string, object>();

/**
 * openapi.yaml as an object, read and parsed once per process and file: the routes (openapi-glue)
 * and the API reference (swagger) each parsed it anew for every app, a good part of an app's start
 * in the server tests, which build one per test. Shared: callers hand out a copy
 * (`structuredClone`) or a reader that copies it (openapi-glue does) and never change it.
 */
export function contractDocumentAt(specificationPath: string): object {
  let document = parsed.get(specificationPath);
  if (!document) {
    document = YAML.parse(fs.readFileSync(specificationPath, 'utf8')) as object;
    parsed.set(specificationPath, document);
  }
  return document;
}

/** Hands over the contract as parsed elsewhere (the server tests' copy kept on disk, test/contract.ts). */
export function useParsedContract(specificationPath: string, document: object): void {
  parsed.set(specificationPath, document);
}
