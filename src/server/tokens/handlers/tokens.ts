import type { FastifyReply, FastifyRequest } from 'fastify';
import { audited } from '../../audit';
import { isUniqueViolation } from '../../platform/db/errors';
import { badRequest, forbidden, notFound } from '../../platform/http/replies';
import { isoTime, newUid } from '../../platform/ids';
import type { Handlers } from '../../platform/types';
import { namedHolder, mayRevoke } from '../holders';
import { findTokenByUid, insertToken, revokeToken, tokensOf, type TokenRow } from '../repository/tokens';
import { formatDateTime } from '../../../shared/dates';
import { tokenFormProblems } from '../../../shared/texts/tokenMessages';
import { checkTokenForm } from '../validation';
import { newTokenValue } from '../tokenValue';
import { tokensJson } from '../views';
import { scopesOf } from '../scopes';
import { principalOf, tokenLabel } from '../../platform/principal';

const day = 24 * 3600 * 1000;
/** A clash of two random prefixes is all but impossible; a few new draws settle it if one happens. */
const prefixDraws = 3;

const tokenObject = (uid: string, name: string, prefix: string) => ({
  type: 'token' as const,
  id: uid,
  label: tokenLabel({ name, prefix }),
});

/**
 * The reply to a call naming a holder it may not reach: 403 without USERS_CHANGE, 404 for none. Sent
 * by the handler itself, never returned from an async helper: a Fastify reply is a thenable, which an
 * async function's promise adopts and resolves to undefined, so the handler would go on with nothing.
 */
const refuseHolder = (reply: FastifyReply, refusal: 'forbidden' | 'notFound') =>
  refusal === 'forbidden' ? forbidden(reply) : notFound(reply);

/** The token the call is made with, if it is made with one. */
async function callingToken(request: FastifyRequest) {
  return request.token ? findTokenByUid(request.server.db, request.token.uid) : undefined;
}

/**
 * What a call made with a token may hand out beyond the form's checks: not "every context the holder
 * sees" when the calling token sees only some (its holder may see more than it does), and nothing that
 * outlives the calling token (revoking a leaked token must end what it created too).
 */
function beyondCaller(calling: TokenRow | undefined, expiresAt: number | null): string | undefined {
  if (!calling || calling.expiresAt === null) return undefined;
  if (expiresAt === null || expiresAt > calling.expiresAt) {
    return tokenFormProblems.beyondCallerExpiry(formatDateTime(calling.expiresAt));
  }
  return undefined;
}

export const tokenHandlers = {
  async getTokens(request, reply) {
    const holder = await namedHolder(request, request.query.serviceAccountUid);
    if (typeof holder === 'string') return refuseHolder(reply, holder);
    const { db } = request.server;
    return { tokens: await tokensJson(db, await tokensOf(db, holder.principal.user.id)) };
  },

  async createToken(request, reply) {
    const app = request.server;
    const form = request.body;
    const holder = await namedHolder(request, form.serviceAccountUid);
    if (typeof holder === 'string') return refuseHolder(reply, holder);
    const calling = await callingToken(request);
    const { problems, checked } = checkTokenForm(form, {
      holder: holder.principal,
      serviceAccount: holder.serviceAccount,
      mayGrantAllContexts: holder.serviceAccount || !calling || scopesOf(calling).contextIds === null,
      maxDays: app.config.tokenMaxDays,
    });
    const now = app.now();
    const expiresAt = form.expiresInDays === null ? null : now + form.expiresInDays * day;
    const outlives = beyondCaller(calling, expiresAt);
    if (outlives) problems.push(outlives);
    if (problems.length > 0) return badRequest(reply, problems.join('\n'));

    const uid = newUid();
    for (let draw = 1; ; draw++) {
      const { token, prefix } = newTokenValue();
      try {
        await audited(request, async (db, record) => {
          await insertToken(db, {
            uid,
            holderUserId: holder.principal.user.id,
            createdBy: principalOf(request).user.login,
            name: checked.name,
            prefix,
            hash: app.bearerTokens.hash(token),
            rights: JSON.stringify(checked.rights),
            contextIds: checked.contextIds === null ? null : JSON.stringify(checked.contextIds),
            readOnly: form.readOnly ? 1 : 0,
            expiresAt,
            createdAt: now,
            revokedAt: null,
            lastUsedAt: null,
            lastUsedAddress: null,
            lastUsedClient: null,
            remindedDays: null,
          });
          record({ action: 'tokenCreated', context: null, object: tokenObject(uid, checked.name, prefix) });
        });
      } catch (error) {
        if (isUniqueViolation(error) && draw < prefixDraws) continue;
        throw error;
      }
      // The only reply that holds the token: no cache along the way may keep it.
      reply.header('cache-control', 'no-store');
      return { uid, token, prefix, expiresAt: isoTime(expiresAt) };
    }
  },

  async revokeToken(request, reply) {
    const app = request.server;
    const token = await findTokenByUid(app.db, request.params.uid);
    // Another's token is answered as if there were none: its existence is not the caller's to know.
    if (!token || !(await mayRevoke(request, token))) return notFound(reply);
    await audited(request, async (db, record) => {
      // A second revoke (or one racing it) changes nothing and records nothing.
      if (await revokeToken(db, token.id, app.now())) {
        record({ action: 'tokenRevoked', context: null, object: tokenObject(token.uid, token.name, token.prefix) });
      }
    });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
