import { findUserByUid, mayManage } from '../../accounts';
import { audited } from '../../audit';
import { forbidden, notFound } from '../../platform/http/replies';
import type { Handlers } from '../../platform/types';
import { apiAccessTexts } from '../../../shared/texts/de/apiAccess';
import { findTokenByUid, revokeToken, tokensOf } from '../repository/tokens';
import { tokensJson } from '../views';
import { principalOf, tokenLabel } from '../../platform/principal';

// Another person's API tokens, for a user administrator (USERS_CHANGE) after a leak: listed and
// revoked for a person it may manage by the user dialog's rules (accounts/policy.ts), so that
// revoking one no longer means deleting its holder. Service accounts' tokens go through
// `getTokens` and `revokeToken` with their own checks.

export const userTokenHandlers = {
  async getUserTokens(request, reply) {
    const { db } = request.server;
    const person = await findUserByUid(db, request.params.uid);
    if (!person) return notFound(reply);
    // As the user dialog's getUser: a user beyond the caller's reach is 403.
    if (!(await mayManage(db, principalOf(request), person))) return forbidden(reply);
    return { tokens: await tokensJson(db, await tokensOf(db, person.id)) };
  },

  async revokeUserToken(request, reply) {
    const app = request.server;
    const person = await findUserByUid(app.db, request.params.uid);
    if (!person) return notFound(reply);
    if (!(await mayManage(app.db, principalOf(request), person))) return forbidden(reply);
    const token = await findTokenByUid(app.db, request.params.tokenUid);
    // Only this person's token: a uid of another holder's is not found here.
    if (!token || token.holderUserId !== person.id) return notFound(reply);
    await audited(request, async (db, record) => {
      // A second revoke (or one racing it) changes nothing and records nothing.
      if (await revokeToken(db, token.id, app.now())) {
        // The entry names the token (name and prefix, never its value) and whose it was.
        const label = apiAccessTexts.auditToken.ofUser(tokenLabel(token), person.login);
        record({ action: 'tokenRevoked', context: null, object: { type: 'token', id: token.uid, label } });
      }
    });
    return { ok: true };
  },
} satisfies Partial<Handlers>;
