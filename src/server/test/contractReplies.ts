import fs from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { closedContract } from './closedContract';
import { contractDocument } from './contract';

// Every reply the server tests receive is held against openapi.yaml, as a client generated from it
// would read it: a status the operation does not list, a header the contract names with a value its
// schema refuses (or a required one missing), a media type it does not list, or a body its schema
// refuses (also a field it does not declare, see closedContract.ts) is a contract violation. Requests
// outside the contract's operations (the SPA, /metrics, /api/docs, another method of a contract path)
// have nothing to be held against.

interface Reply {
  method: string;
  /** The request's URL as sent (path and query). */
  url: string;
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** Undefined when the body was a stream (a download) the check cannot read. */
  body?: string;
}

interface ResponseNode {
  $ref?: string;
  headers?: Record<string, { $ref?: string; required?: boolean; schema?: object }>;
  content?: Record<string, { schema?: object }>;
}

const documentId = 'contract.json';
const ajv = new Ajv({ strict: false, allErrors: true });
// A handler's reply object is checked as the serializer writes it: with the schema's defaults.
const payloadAjv = new Ajv({ strict: false, allErrors: true, useDefaults: true });
// Added without Ajv's check of the document against its meta-schema: that took about a third of a
// second of each test file's start, and the contract is checked as a whole elsewhere (openapi-glue
// at every app's start, Redocly and Spectral in npm test).
for (const each of [ajv, payloadAjv]) {
  addFormats(each);
  each.addSchema(closedContract(), documentId, undefined, false);
}
// Header values are text; the contract's header schemas describe what the text stands for.
const headerAjv = new Ajv({ strict: false, coerceTypes: true });
addFormats(headerAjv);

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function resolved<T extends { $ref?: string }>(node: T, pointer: string): { node: T; pointer: string } {
  if (!node.$ref) return { node, pointer };
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((parent, key) => (parent as Record<string, unknown>)[key], contractDocument) as T;
  return resolved(target, node.$ref);
}

// The contract's paths as patterns; a path with fewer parameters wins (`/users/me` before `/users/{uid}`),
// then the one with more fixed text (`/notifications/{storeUid}.csv` before `/notifications/{storeUid}`).
const paths = Object.keys(contractDocument.paths)
  .map((path) => ({
    path,
    parameters: (path.match(/\{/g) ?? []).length,
    fixed: path.replace(/\{[^}]+\}/g, '').length,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.parameters - b.parameters || b.fixed - a.fixed);

/** The contract's operation a request names, if any. */
function operationOf(method: string, url: string): { path: string; method: string } | undefined {
  // Matched as sent: a parameter's `[^/]+` takes its escapes, and a malformed one (`%`) is no error here.
  const pathname = url.split('?')[0];
  const found = paths.find((p) => p.pattern.test(pathname));
  const verb = method.toLowerCase();
  if (!found || !(verb in contractDocument.paths[found.path])) return undefined;
  return { path: found.path, method: verb };
}

const validators = new Map<string, ValidateFunction>();
function validatorAt(pointer: string, of: Ajv): ValidateFunction {
  const key = `${of === ajv ? 'reply' : 'payload'} ${pointer}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = of.compile({ $ref: `${documentId}${pointer}` });
    validators.set(key, validate);
  }
  return validate;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const at = e.instancePath || '(body)';
      if (e.keyword === 'additionalProperties') return `${at}: undeclared field '${e.params.additionalProperty}'`;
      return `${at}: ${e.message}${e.keyword === 'enum' ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`;
    })
    .slice(0, 8)
    .join('; ');
}

/** The media type of the contract's content that a reply's Content-Type falls under. */
function declaredMediaType(declared: string[], contentType: string): string | undefined {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return declared.find((d) => d === type || d === '*/*' || (d.endsWith('/*') && type.startsWith(d.slice(0, -1))));
}

let faultsExpected = 0;

/**
 * Runs work during which the test breaks the server on purpose (its audit log gone): a 500 is then
 * what the test wants to see, and the contract rightly lists none.
 */
export async function expectingServerFaults<T>(work: () => Promise<T>): Promise<T> {
  faultsExpected += 1;
  try {
    return await work();
  } finally {
    faultsExpected -= 1;
  }
}

/** What in the reply the contract does not allow; empty when it matches or the contract has no such operation. */
export function replyViolations(reply: Reply): string[] {
  const operation = operationOf(reply.method, reply.url);
  if (!operation || (faultsExpected > 0 && reply.statusCode === 500)) return [];
  const opPointer = `#/paths/${escape(operation.path)}/${operation.method}`;
  const responses = contractDocument.paths[operation.path][operation.method].responses as Record<string, ResponseNode>;
  const status = String(reply.statusCode);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return [`status ${status} is not declared (the contract lists ${Object.keys(responses).join(', ')})`];
  const { node: response, pointer } = resolved(responses[key], `${opPointer}/responses/${key}`);
  const problems: string[] = [];

  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (name.toLowerCase() === 'content-type') continue;
    const { node } = resolved(header, '');
    const value = reply.headers[name.toLowerCase()];
    if (value === undefined) {
      if (node.required) problems.push(`header ${name} is missing`);
    } else if (node.schema && !headerAjv.validate(node.schema, String(value))) {
      problems.push(`header ${name} '${String(value)}': ${describeErrors(headerAjv.errors)}`);
    }
  }

  const declared = Object.keys(response.content ?? {});
  if (declared.length === 0) {
    if (reply.body) problems.push(`a body, but the contract declares none for ${status}`);
    return problems;
  }
  if (reply.method === 'HEAD' || reply.body === undefined) return problems;
  const contentType = String(reply.headers['content-type'] ?? '');
  const media = declaredMediaType(declared, contentType);
  if (!media) return [...problems, `Content-Type '${contentType}' is not declared (${declared.join(', ')})`];
  if (!isJson(media) || !response.content![media].schema) return problems;
  if (reply.headers['content-encoding']) return problems; // compressed: the suite asks for none
  let body: unknown;
  try {
    body = JSON.parse(reply.body);
  } catch {
    return [...problems, `the body is not JSON: ${reply.body.slice(0, 80)}`];
  }
  return [...problems, ...bodyViolations(`${pointer}/content/${escape(media)}/schema`, body, 'the body')];
}

const isJson = (media: string) => /^application\/([\w.-]+\+)?json$/.test(media);

function bodyViolations(schemaPointer: string, body: unknown, what: string, of = ajv): string[] {
  const validate = validatorAt(schemaPointer, of);
  return validate(body) ? [] : [`${what}: ${describeErrors(validate.errors)}`];
}

/**
 * What in a handler's reply object, before Fastify serializes it, the contract does not declare. The
 * serializer drops a field its schema does not list, so a client never sees it, but the handler and
 * the contract disagree all the same: one of them is wrong.
 */
function payloadViolations(method: string, url: string, statusCode: number, payload: unknown): string[] {
  const operation = operationOf(method, url);
  if (!operation) return [];
  const responses = contractDocument.paths[operation.path][operation.method].responses as Record<string, ResponseNode>;
  const status = String(statusCode);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return []; // the reply's check names the status
  const opPointer = `#/paths/${escape(operation.path)}/${operation.method}`;
  const { node: response, pointer } = resolved(responses[key], `${opPointer}/responses/${key}`);
  const media = Object.keys(response.content ?? {}).find(isJson);
  if (!media || !response.content![media].schema) return [];
  const asJson: unknown = JSON.parse(JSON.stringify(payload) ?? 'null');
  return bodyViolations(`${pointer}/content/${escape(media)}/schema`, asJson, "the handler's reply object", payloadAjv);
}

/** A contract violation, with the request and the reply a developer needs to see why. */
export class ContractViolation extends Error {
  constructor(reply: Reply, problems: string[]) {
    super(
      `The reply breaks openapi.yaml: ${reply.method} ${reply.url} -> ${reply.statusCode}\n  ` +
        `${problems.join('\n  ')}\n  body: ${reply.body?.slice(0, 300) ?? '(a stream)'}`,
    );
    this.name = 'ContractViolation';
  }
}

const uncheckedInjects = new WeakMap<FastifyInstance, FastifyInstance['inject']>();

/**
 * A request whose reply is not held against the contract: only for a test that changes what the
 * contract describes (an operation's rule replaced for the test), never to hide a disagreement.
 */
export function injectUnchecked(app: FastifyInstance, options: InjectOptions) {
  return (uncheckedInjects.get(app) ?? app.inject.bind(app))(options);
}

/**
 * From now on each `app.inject(options)` of this app rejects with a ContractViolation when its reply
 * (or the handler's reply object before serialization) breaks the contract, so the test whose request
 * it was fails there. With CONTRACT_SURVEY_FILE set, the violations are appended to that file instead
 * and the tests go on: a survey of the whole suite. Call it before `app.ready()`. Replies over a real
 * socket (a test that listens) cannot reject the client's call: they are kept, and what it returns
 * names them, for the test server's close() to fail with.
 */
export function checkRepliesAgainstContract(app: FastifyInstance): () => string[] {
  const surveyFile = process.env.CONTRACT_SURVEY_FILE;
  const objectProblems = new WeakMap<object, string[]>();
  const overSockets: string[] = [];
  const violated = (reply: Reply, problems: string[]) => {
    if (surveyFile) fs.appendFileSync(surveyFile, `${new ContractViolation(reply, problems).message}\n`);
    return surveyFile ? undefined : new ContractViolation(reply, problems);
  };
  app.addHook('preSerialization', async (request, reply, payload) => {
    const problems = payloadViolations(request.method, request.url, reply.statusCode, payload);
    if (problems.length > 0) objectProblems.set(request.raw, problems);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if ('_lightMyRequest' in request.raw) return payload; // an inject: checked below, where it can reject
    const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.toString() : undefined;
    const headers = reply.getHeaders() as Reply['headers'];
    const seen: Reply = { method: request.method, url: request.url, statusCode: reply.statusCode, headers, body };
    const problems = [...replyViolations(seen), ...(objectProblems.get(request.raw) ?? [])];
    const violation = problems.length > 0 ? violated(seen, problems) : undefined;
    if (violation) overSockets.push(violation.message);
    return payload;
  });
  const inject = app.inject.bind(app);
  uncheckedInjects.set(app, inject);
  const checked = (...args: unknown[]) => {
    // The chained form and the callback form are passed through unchecked (the suite uses neither).
    if (args.length !== 1) return (inject as (...a: unknown[]) => unknown)(...args);
    return (inject(args[0] as InjectOptions) as Promise<Awaited<ReturnType<FastifyInstance['inject']>>>).then(
      (response) => {
        const request = response.raw.req;
        const reply: Reply = {
          method: request.method ?? 'GET',
          url: request.url ?? '/',
          statusCode: response.statusCode,
          headers: response.headers,
          body: response.body,
        };
        const problems = [...replyViolations(reply), ...(objectProblems.get(request) ?? [])];
        const violation = problems.length > 0 ? violated(reply, problems) : undefined;
        if (violation) throw violation;
        return response;
      },
    );
  };
  app.inject = checked as FastifyInstance['inject'];
  return () => overSockets;
}
