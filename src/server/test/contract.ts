import fs from 'node:fs';
import YAML from 'yaml';
import { specificationPath } from '../paths';

export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  /** The path with every parameter filled with a harmless value. */
  url: string;
  auth: 'none' | 'session' | 'agent';
  hasBody: boolean;
  multipart: boolean;
}

/** Every operation of openapi.yaml, so tests can walk the whole contract. */
export function contractOperations(): ContractOperation[] {
  const spec = YAML.parse(fs.readFileSync(specificationPath, 'utf8')) as {
    security?: unknown[];
    paths: Record<
      string,
      Record<
        string,
        {
          operationId: string;
          security?: Record<string, unknown>[];
          requestBody?: { $ref?: string; content?: Record<string, unknown> };
        }
      >
    >;
    components: { requestBodies: Record<string, { content: Record<string, unknown> }> };
  };
  const ops: ContractOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const security = op.security ?? spec.security ?? [];
      const auth = security.length === 0 ? 'none' : 'agentSignature' in (security[0] as object) ? 'agent' : 'session';
      const body = op.requestBody?.$ref
        ? spec.components.requestBodies[op.requestBody.$ref.split('/').pop()!]
        : op.requestBody;
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        url: path.replace(/\{target\}/g, 'cashpoint').replace(/\{[^}]+\}/g, 'x1'),
        auth,
        hasBody: Boolean(body),
        multipart: Boolean(body?.content && 'multipart/form-data' in body.content),
      });
    }
  }
  return ops;
}
