import type { FastifyInstance } from 'fastify';
import type { ContextRow } from '../platform/db/schema';
import { signAction } from './agentSignature';
import { dueActions } from './agentDelivery';
import { actionsEtagOf, keepAnswer, knownTargetOf, nothingBody, nothingEtag, stillNothing } from './agentMemo';
import { agentTargetOf } from './repository/delivery';
import { actionSignals } from './signals';

// The answer to an agent's action check (GET /api/agent/actions): "no actions" from the kept answer
// while it holds (agentMemo.ts), otherwise delivered afresh with the other checks of this turn
// (agentDelivery.ts), each action signed by the console (agentSignature.ts).

export interface Asked {
  target: 'cashpoint' | 'storeAgent';
  storeId: string;
  posId: string | undefined;
}

export interface ActionsAnswer {
  etag: string;
  body: string;
  /** Actions in the body. */
  count: number;
}

const nothing: ActionsAnswer = { etag: nothingEtag, body: nothingBody, count: 0 };

export const checkKeyOf = (contextId: number, asked: Asked) =>
  `${contextId}\u0000${asked.target}\u0000${asked.storeId}\u0000${asked.posId ?? ''}`;

/** The check's answer now; undefined when the agent speaks for no register or store server. */
export async function actionsAnswer(
  app: FastifyInstance,
  context: ContextRow,
  asked: Asked,
  checkKey: string,
): Promise<ActionsAnswer | undefined> {
  const { db } = app;
  const now = app.now();
  if (stillNothing(db, context.id, checkKey, now)) return nothing;
  // Read before the rows: an announcement after it moves the epoch, so "no actions" kept with it
  // can only be older than it says, never newer.
  const epoch = actionSignals(db).epochOf(context.id);
  let target = knownTargetOf(db, checkKey, now);
  if (!target) {
    const found = await agentTargetOf(db, context.id, asked.target, asked.storeId, asked.posId);
    if (!found) return undefined;
    target = { contextId: context.id, ...found };
  }
  const due = await dueActions(db, target, app.now, () => app.config.actions);
  keepAnswer(db, checkKey, due.length === 0 ? epoch : null, target, now);
  if (due.length === 0) return nothing;
  const secret = context.hashSecret ?? '';
  const actions = due.map((action) => {
    const signed = {
      actionUid: action.actionUid,
      kind: action.kind,
      parameters: action.parameters,
      deadline: new Date(action.deadlineAt).toISOString(),
    };
    return { ...signed, repeat: !action.firstDelivery, signature: signAction(secret, context.key, signed) };
  });
  const body = JSON.stringify({ actions });
  return { etag: actionsEtagOf(body), body, count: actions.length };
}
