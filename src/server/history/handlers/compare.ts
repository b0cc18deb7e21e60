import type { FastifyReply } from 'fastify';
import { historyCompareTexts } from '../../../shared/texts/de/historyCompare';
import { isoTime } from '../../platform/ids';
import type { Db } from '../../platform/db/connection';
import { badRequest, errorReply } from '../../platform/http/replies';
import { contextOf, type Handlers } from '../../platform/types';
import { compareValues, flatten, valuesBefore, type Sections, type Values } from '../logic';
import { keptSince, registerByUid, type CompareRegister } from '../repository/compareSides';
import { compareAsk } from '../validation';

// 'Vergleichen' (issue 53, item 3): a register's values at two times, or two registers at one time,
// each rebuilt from its current values walking its changes back; the reply lists only what differs.

const m = historyCompareTexts.historyCompareMessages;

/** Refused: the German reply was sent. */
const refused = Symbol('refused');

export const compareHandlers = {
  async getHistoryCompare(request, reply) {
    const { db, config } = request.server;
    const now = request.server.now();
    const ask = compareAsk(request.query, now, config.historyDays);
    if ('refusal' in ask) return badRequest(reply, ask.refusal);
    const contextId = contextOf(request).id;
    const left = await registerOf(reply, contextId, request.query.cashpointUid);
    if (left === refused) return reply;
    const right =
      ask.otherCashpointUid === undefined ? left : await registerOf(reply, contextId, ask.otherCashpointUid);
    if (right === refused) return reply;
    const rightAt = ask.otherAt ?? ask.at;
    const leftValues = await valuesAt(reply, db, left, ask.at);
    if (leftValues === refused) return reply;
    const rightValues = await valuesAt(reply, db, right, rightAt);
    if (rightValues === refused) return reply;
    const { rows, same } = compareValues(leftValues, rightValues);
    return { left: side(left, ask.at), right: side(right, rightAt), rows, differing: rows.length, same };
  },
} satisfies Partial<Handlers>;

const side = (r: CompareRegister, at: number) => ({
  cashpointUid: r.uid,
  storeId: r.storeId,
  posId: r.posId,
  at: isoTime(at)!,
});

/** The register of the context, or a German 404 (unknown, or another context's: told alike). */
async function registerOf(reply: FastifyReply, contextId: number, uid: string) {
  const register = await registerByUid(reply.server.db, uid);
  if (register?.contextId === contextId) return register;
  void errorReply(reply, 404, m.registerNotFound);
  return refused;
}

/** The register's values at the time, or a German 400 when history did not keep it then. */
async function valuesAt(
  reply: FastifyReply,
  db: Db,
  register: CompareRegister,
  at: number,
): Promise<Values | typeof refused> {
  const kept = await keptSince(db, register.id, at);
  if (kept.reported === undefined || (kept.startedAt !== null && kept.startedAt > at)) {
    void badRequest(
      reply,
      m.notYetKept(historyCompareTexts.historyCompare.registerOption(register.storeId, register.posId)),
    );
    return refused;
  }
  return valuesBefore(flatten(JSON.parse(kept.reported) as Sections), kept.changes);
}
