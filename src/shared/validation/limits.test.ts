import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { limits, type FieldLimits } from './limits';

// openapi.yaml states the same limits as the forms and the server's checks: a change on one side
// that the other does not follow fails here.

interface Node {
  $ref?: string;
  not?: Node;
  allOf?: Node[];
  required?: string[];
  properties?: Record<string, Node>;
  items?: Node;
  requestBody?: Node;
  content?: Record<string, { schema: Node }>;
  operationId?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const contract = parse(readFileSync(path.resolve(__dirname, '../../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Node>>;
};

function resolve(node: Node | undefined, where: string): Node {
  if (!node) throw new Error(`openapi.yaml has no ${where}`);
  if (!node.$ref) return node;
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((parent, key) => (parent as Record<string, unknown> | undefined)?.[key], contract);
  return resolve(target as Node | undefined, node.$ref);
}

/** The body schema of an operation: the one of its only (or first) media type. */
function body(operationId: string): Node {
  const operation = Object.values(contract.paths)
    .flatMap((pathItem) => Object.values(pathItem))
    .find((op) => op.operationId === operationId);
  const content = resolve(operation?.requestBody, `request body of ${operationId}`).content ?? {};
  return resolve(Object.values(content)[0]?.schema, `body schema of ${operationId}`);
}

/** A property of a schema, several levels deep; `[]` steps into the items of an array. */
function property(schema: Node, ...names: string[]): Node {
  return names.reduce(
    (node, name) => resolve(name === '[]' ? node.items : node.properties?.[name], `property ${names.join('.')}`),
    schema,
  );
}

const schema = (name: string) => resolve({ $ref: `#/components/schemas/${name}` }, name);

function limitsIn(node: Node): FieldLimits {
  const { minLength, maxLength, pattern } = node;
  return Object.fromEntries(
    Object.entries({ minLength, maxLength, pattern }).filter(([, value]) => value !== undefined),
  );
}

/** Only the keywords the contract can state for a field whose form rule depends on more than its value. */
const onlyMax = (fieldLimits: FieldLimits): FieldLimits => ({ maxLength: fieldLimits.maxLength });

/** The minimum alone: what a rule between fields (a `not` of the schema) requires of one field. */
const onlyMin = (fieldLimits: FieldLimits): FieldLimits => ({ minLength: fieldLimits.minLength });

/** The field a schema's rule requires, wherever in its `not` (and nested `not`/`allOf`) it is named. */
function ruleField(schemaName: string, field: string): Node {
  const search = (node: Node | undefined): Node | undefined => {
    if (!node) return undefined;
    if (node.properties?.[field] && node.required?.includes(field)) return node.properties[field];
    return [node.not, ...(node.allOf ?? [])].reduce<Node | undefined>(
      (found, next) => found ?? search(next),
      undefined,
    );
  };
  return resolve(search(schema(schemaName).not), `rule of ${schemaName} on ${field}`);
}

const userForm = schema('UserForm');
// The context form's fields; ContextForm adds the rule between them (below).
const contextForm = schema('ContextDetail');
const passwordChange = body('updatePassword');
const login = body('login');

const cases: [string, FieldLimits, Node][] = [
  ['user login', limits.user.login, property(userForm, 'login')],
  ['user last name', limits.user.lastName, property(userForm, 'lastName')],
  ['user first name', limits.user.firstName, property(userForm, 'firstName')],
  ['user e-mail', limits.user.email, property(userForm, 'email')],
  ['user role', limits.user.role, property(userForm, 'role')],
  // An empty password on edit keeps the old one: the field itself has no minimum; the rule for a new
  // user (UserForm's `not`) and the password change below hold it.
  ['user password', onlyMax(limits.user.password), property(userForm, 'password')],
  ['old password', limits.passwordChange.oldPassword, property(passwordChange, 'oldPassword')],
  ['new password', limits.passwordChange.newPassword, property(passwordChange, 'newPassword')],
  ['repeated password', limits.passwordChange.newPasswordRepeated, property(passwordChange, 'newPasswordRepeated')],
  ['context key', limits.context.key, property(contextForm, 'key')],
  ['context name', limits.context.name, property(contextForm, 'name')],
  // Only a customer context needs a secret of the minimum length (ContextForm's `not`); any other
  // may have none.
  ['context hashSecret', onlyMax(limits.context.hashSecret), property(contextForm, 'hashSecret')],
  ['customer context hashSecret rule', onlyMin(limits.context.hashSecret), ruleField('ContextForm', 'hashSecret')],
  ['new user password rule', onlyMin(limits.user.password), ruleField('UserForm', 'password')],
  ...(['Cashpoint', 'Store'] as const).flatMap((kind): [string, FieldLimits, Node][] => [
    [`${kind} update tag`, limits.update.tag, property(body(`save${kind}Update`), 'tag')],
    [`${kind} update comment`, limits.update.comment, property(body(`save${kind}Update`), 'comment')],
    [`${kind} upload tag`, limits.update.tag, property(body(`upload${kind}Update`), 'tag')],
    [`${kind} upload comment`, limits.update.comment, property(body(`upload${kind}Update`), 'comment')],
  ]),
  ['update file name', limits.update.filename, schema('Filename')],
  ['new store id', limits.store.storeId, property(body('createStore'), 'storeId')],
  ['new register id', limits.cashpoint.posId, property(body('createCashpoint'), 'posId')],
  ['store name', limits.store.name, property(body('updateStoreName'), 'name')],
  ['store agent name', limits.store.name, property(body('updateStoreAgentName'), 'storeName')],
  ['column filter name', limits.columnFilter.name, property(body('saveColumnFilters'), 'columnFilters', '[]', 'name')],
  ['report text filter', limits.report.textFilter, schema('ReportTextFilter')],
  ['login name', limits.login.login, property(login, 'login')],
  ['login password', limits.login.password, property(login, 'password')],
  ['login token', limits.login.token2FA, property(login, 'token2FA')],
  ['2FA setup token', limits.twoFactor.token2FA, property(body('verify2FA'), 'params', 'token2FA')],
];

describe('the limits in src/shared and in openapi.yaml', () => {
  it.each(cases)('agree for the %s', (_field, shared, contractField) => {
    expect(limitsIn(contractField)).toEqual(shared);
  });

  it('name every limit of the shared catalogue in one of the cases above', () => {
    const checked = new Set(cases.map(([, shared]) => shared));
    const partlyChecked: FieldLimits[] = [limits.user.password, limits.context.hashSecret];
    const all = Object.values(limits).flatMap((form) => Object.values(form) as FieldLimits[]);
    expect(all.filter((entry) => !checked.has(entry) && !partlyChecked.includes(entry))).toEqual([]);
  });
});
