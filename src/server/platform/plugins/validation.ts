import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../../shared/texts/serverMessages';
import { contractDocumentAt } from '../contractDocument';
import { specificationPath } from '../paths';

// Query strings and headers only carry text, so their numbers and booleans are coerced; JSON bodies
// are validated as sent: `{"login": 5}` is a bad request, not the login "5". Unknown properties are
// refused (removeAdditional: false), never silently dropped.
const common: Options = { removeAdditional: false, useDefaults: true, allErrors: false, strict: false };

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ ...common, coerceTypes: coerce ? 'array' : false });
  addFormats(ajv);
  // OpenAPI annotations that are not JSON-schema keywords.
  for (const keyword of ['example', 'xml', 'externalDocs', 'discriminator']) ajv.addKeyword(keyword);
  return ajv;
}

/**
 * A body schema's rule that ties fields together (a `not` at its root, the contract's way to say
 * "if this, then that") is checked once the fields themselves are valid: its failure then means
 * exactly that rule, and the reply can say so in the form's words.
 */
function fieldsBeforeRule(ajv: Ajv, schema: BodySchema): ValidateFunction {
  if (!schema.not) return ajv.compile(schema);
  const { not: _rule, ...fields } = schema;
  const checkFields = ajv.compile(fields);
  const checkAll = ajv.compile(schema);
  const validate = ((data: unknown) => {
    const valid = checkFields(data) && checkAll(data);
    validate.errors = checkFields.errors ?? checkAll.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

async function validation(app: FastifyInstance): Promise<void> {
  // A query parameter the contract does not name is refused like an unknown body property; so is
  // any query parameter of an operation that takes none.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { operationId?: string; querystring?: object } | undefined;
    if (!schema?.operationId) return;
    schema.querystring = { type: 'object', properties: {}, ...schema.querystring, additionalProperties: false };
  });

  // Fastify validates a body only when one was sent; the contract's JSON bodies are required unless
  // it says otherwise.
  // A signed (agent) request's rejection waits for the guard's check of its signature.
  app.addHook('preValidation', async (request, reply) => {
    const rejection = bodyRejectionOf(request);
    if (!rejection) return;
    if (request.bodySigned) request.bodyRejection ??= rejection;
    else return reply.status(rejection.status).send({ message: rejection.message });
  });

  // An array in the query string comes comma-separated (the contract's `style: form, explode:
  // false`, e.g. `columns=a,b`); it is split into its items before the items are validated.
  app.addHook<{ Querystring: ParsedQuery }>('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { querystring?: QuerySchema } | undefined;
    const properties = schema?.querystring?.properties;
    if (!properties) return;
    const query = request.query;
    for (const [name, property] of Object.entries(properties)) {
      const value = query[name];
      if (property.type !== 'array' || value === undefined) continue;
      query[name] = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(','));
    }
  });

  app.setValidatorCompiler(({ schema, httpPart }) => compiledValidator(schema as object, httpPart));
}

const strictAjv = makeAjv(false);
const coercingAjv = makeAjv(true);
/**
 * Compiled validators by request part and schema text, kept for the process: every app built from
 * the contract compiles the same schemas, and compiling them took most of an app's start (the
 * server tests build an app per test; several instances in one process share them too).
 */
const compiled = new Map<string, ValidateFunction>();

function compiledValidator(schema: object, httpPart: string | undefined): ValidateFunction {
  const key = `${httpPart} ${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate =
      httpPart === 'body'
        ? fieldsBeforeRule(strictAjv, schema as BodySchema)
        : coercingAjv.compile(httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeaderSchema) : schema);
    compiled.set(key, validate);
  }
  return validate;
}

type Operations = Record<string, Record<string, { operationId?: string; requestBody?: { required?: boolean } }>>;
let optionalBodies: Set<string> | undefined;

/**
 * The operations whose body the contract marks optional (`required: false`; openapi-glue drops the
 * mark): a body added to an operation later must not break the clients that send none.
 */
function bodyOptional(operationId: string | undefined): boolean {
  if (!optionalBodies) {
    const paths = (contractDocumentAt(specificationPath) as { paths: Operations }).paths;
    optionalBodies = new Set(
      Object.values(paths).flatMap((item) =>
        Object.values(item)
          .filter((op) => op?.requestBody?.required === false && op.operationId)
          .map((op) => op.operationId!),
      ),
    );
  }
  return operationId !== undefined && optionalBodies.has(operationId);
}

function bodyRejectionOf(request: FastifyRequest): FastifyRequest['bodyRejection'] {
  const schema = request.routeOptions.schema as
    { body?: { content?: Record<string, unknown> }; operationId?: string } | undefined;
  if (!schema?.body) return undefined;
  if (request.body === undefined)
    return bodyOptional(schema.operationId) ? undefined : { status: 400, message: messages.missingBody };
  // Fastify validates only the media types the contract lists; any other one must not slip through.
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (schema.body.content && !(mediaType in schema.body.content)) {
    return { status: 415, message: messages.unsupportedMediaType };
  }
  return undefined;
}

interface BodySchema {
  not?: object;
}

/** A query string as Fastify's parser leaves it: a name's one value, or its values when repeated. */
type ParsedQuery = Record<string, string | string[] | undefined>;

interface QuerySchema {
  properties?: Record<string, { type?: string }>;
}

interface HeaderSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * Node hands us header names in lower case. Fastify lowercases header schemas itself only for its
 * own validator; with a custom compiler the contract's `X-Context` would never match.
 */
function lowerCaseHeaderNames(schema: HeaderSchema): HeaderSchema {
  return {
    ...schema,
    properties:
      schema.properties &&
      Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name.toLowerCase(), value])),
    required: schema.required?.map((name) => name.toLowerCase()),
  };
}

export default fp(validation, { name: 'validation' });
