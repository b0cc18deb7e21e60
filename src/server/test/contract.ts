import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { contractDocumentAt, useParsedContract } from '../platform/contractDocument';
import { specificationPath } from '../platform/paths';

/** A parameter of an operation, with the JSON pointer of its schema in openapi.yaml. */
export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schemaPointer: string;
}

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** The path with every parameter filled with a harmless value. */
  url: string;
  auth: 'none' | 'session' | 'agent';
  hasBody: boolean;
  multipart: boolean;
  /** The reply statuses the contract lists for the operation. */
  statuses: string[];
  parameters: ContractParameter[];
  /** The JSON pointer of the JSON body's schema, when the operation takes one. */
  jsonBodyPointer?: string;
  /**
   * Its reply is a stream that stays open (Server-Sent Events): an injected call that is let in
   * never ends, so a walk over the contract opens it over HTTP or leaves it to its own tests.
   */
  streamed: boolean;
}

interface Node {
  $ref?: string;
  [key: string]: unknown;
}

type Operation = {
  operationId: string;
  security?: Record<string, unknown>[];
  parameters?: Node[];
  requestBody?: Node;
  responses: Record<string, unknown>;
};

/**
 * openapi.yaml as parsed, kept as JSON in the temp folder by the text's hash: parsing the YAML took
 * about half a second of each test file's start (a process each), reading the JSON a twentieth.
 * The server's apps in this process take the same document (useParsedContract).
 */
function parsedContract(): object {
  const text = fs.readFileSync(specificationPath, 'utf8');
  const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
  const kept = path.join(os.tmpdir(), `console-contract-${hash}.json`);
  if (fs.existsSync(kept)) return JSON.parse(fs.readFileSync(kept, 'utf8')) as object;
  const document = YAML.parse(text) as object;
  // Written aside and renamed, so a file running at the same time never reads half of it.
  const partial = `${kept}.${process.pid}`;
  fs.writeFileSync(partial, JSON.stringify(document));
  fs.renameSync(partial, kept);
  return document;
}
useParsedContract(specificationPath, parsedContract());

/** openapi.yaml as parsed (a copy: a walker here may change what it reads). */
export const contractDocument = structuredClone(contractDocumentAt(specificationPath)) as {
  security?: unknown[];
  paths: Record<string, Record<string, Operation>>;
};

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The node at a JSON pointer of the contract, and the pointer after following its $refs. */
export function contractNode(pointer: string): { node: Node; pointer: string } {
  const node = pointer
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], contractDocument) as Node;
  return node.$ref ? contractNode(node.$ref) : { node, pointer };
}

/** Every operation of openapi.yaml, so tests can walk the whole contract. */
export function contractOperations(): ContractOperation[] {
  const ops: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contractDocument.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const opPointer = `#/paths/${escape(path)}/${method}`;
      const security = op.security ?? contractDocument.security ?? [];
      const auth = security.length === 0 ? 'none' : 'agentSignature' in (security[0] as object) ? 'agent' : 'session';
      const body = op.requestBody ? contractNode(`${opPointer}/requestBody`) : undefined;
      const content = body?.node.content as Record<string, unknown> | undefined;
      const parameters = (op.parameters ?? []).map((_, index) => {
        const { node, pointer } = contractNode(`${opPointer}/parameters/${index}`);
        return {
          name: node.name as string,
          in: node.in as ContractParameter['in'],
          required: node.required === true,
          schemaPointer: `${pointer}/schema`,
        };
      });
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{target\}/g, 'cashpoint').replace(/\{[^}]+\}/g, 'x1'),
        auth,
        hasBody: Boolean(body),
        multipart: Boolean(content && 'multipart/form-data' in content),
        statuses: Object.keys(op.responses),
        parameters,
        jsonBodyPointer:
          content && 'application/json' in content ? `${body!.pointer}/content/application~1json/schema` : undefined,
        streamed:
          '200' in op.responses &&
          'text/event-stream' in ((contractNode(`${opPointer}/responses/200`).node.content as object) ?? {}),
      });
    }
  }
  return ops;
}
