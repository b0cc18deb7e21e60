import crypto from 'node:crypto';

// Every action the console hands to an agent carries the console's signature, so an agent can
// refuse an action the console did not issue (a proxy or a forged reply in between). It is an
// HMAC-SHA256 with the context's secret, the one the agent signs its own requests with, over a
// canonical text (docs/agent-protocol.md, "Actions"):
//
//   "action\n" + contextKey + "\n" + actionUid + "\n" + kind + "\n"
//     + canonicalJson(parameters) + "\n" + deadline
//
// The first line keeps it apart from the request signatures (whose first line is the context key);
// the context key keeps contexts that share a secret apart. canonicalJson writes objects with their
// keys in code-point order and no white space, arrays in their order, strings and numbers as
// JSON.stringify does; deadline is the ISO 8601 UTC time as the reply carries it.

export interface SignedAction {
  actionUid: string;
  kind: string;
  parameters: unknown;
  deadline: string;
}

/** JSON with sorted keys and no white space: the same value gives the same text on every side. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The text the console signs for an action. */
export function actionSigningText(contextKey: string, action: SignedAction): string {
  const parameters = canonicalJson(action.parameters);
  return `action\n${contextKey}\n${action.actionUid}\n${action.kind}\n${parameters}\n${action.deadline}`;
}

/** hex(HMAC-SHA256(secret, actionSigningText(...))). */
export function signAction(secret: string, contextKey: string, action: SignedAction): string {
  return crypto.createHmac('sha256', secret).update(actionSigningText(contextKey, action)).digest('hex');
}

/** What an agent checks: the signature was made with `secret` over exactly this action. */
export function verifyActionSignature(
  secret: string,
  contextKey: string,
  action: SignedAction,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signAction(secret, contextKey, action), 'hex');
  return crypto.timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
