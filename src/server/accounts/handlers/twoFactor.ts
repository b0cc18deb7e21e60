import type { FastifyRequest } from 'fastify';
import { audited, changesBetween } from '../../audit';
import { sessionCookie } from '../sessions';
import { newTotpSeed, verifyTotp } from '../totp';
import { qrCodeDataUrl, twoFactorChanges, twoFactorSettings } from '../twoFactor';
import { mayChangeOthers, mayManage, mayTouch } from '../policy';
import { changeCredentials, findUserByLogin, findUserByUid } from '../repository/users';
import {
  lastVerifiedStep,
  rememberVerifiedStep,
  takeVerifiedStep,
  type VerifiedSeedKey,
} from '../repository/verifiedSeeds';
import { type Handlers } from '../../platform/types';
import { messages } from '../../../shared/texts/serverMessages';
import { sessionsEndedBy } from './ownSessions';
import { badRequest, forbidden, notFound } from '../../platform/http/replies';
import { principalOf } from '../../platform/principal';

/**
 * Names a seed verified in this request's session by keyed hashes, never by the cookie or the seed.
 * A call made with an API token has no cookie: the token (its uid) stands for the session, so a seed
 * verified with one token cannot be used with another, nor with a session.
 */
function verifiedSeedKey(request: FastifyRequest, seed: string): VerifiedSeedKey {
  const { sessions } = request.server;
  const caller = request.token ? `token:${request.token.uid}` : request.cookies[sessionCookie];
  return { sessionKey: sessions.idHashOf(caller), seedHash: sessions.keyedHash(seed) };
}

/** Takes the time step of a seed verified in this request's session, once (on any instance). */
export function verifiedSeedTaker(request: FastifyRequest): (seed: string) => Promise<number | null> {
  const app = request.server;
  return (seed) => takeVerifiedStep(app.db, verifiedSeedKey(request, seed), app.now());
}

export const twoFactorHandlers = {
  async getUserQrCode(request, reply) {
    const { db } = request.server;
    const row = await findUserByUid(db, request.params.uid);
    if (!row) return notFound(reply);
    if (!(await mayTouch(db, principalOf(request), row))) return forbidden(reply);
    // Always a new seed, never the stored one: a seed is shown only while it is being enrolled, so
    // whoever may read the account later (a read-only token, another administrator) cannot copy
    // the second factor. It counts only once verified in this session and saved (update2FA, the form).
    const seed = newTotpSeed();
    return { seed2FA: seed, qrCode: await qrCodeDataUrl(row.login, seed) };
  },

  async generate2FASeed(request, reply) {
    const { db } = request.server;
    const principal = principalOf(request);
    const { login } = request.params;
    if (login !== principal.user.login) {
      if (!mayChangeOthers(principal)) return forbidden(reply);
      const row = await findUserByLogin(db, login);
      if (row && !(await mayManage(db, principal, row))) return forbidden(reply);
    }
    const seed = newTotpSeed();
    return { seed2FA: seed, qrCode: await qrCodeDataUrl(login, seed) };
  },

  async verify2FA(request) {
    const app = request.server;
    const { seed2FA, token2FA } = request.body.params;
    const key = verifiedSeedKey(request, seed2FA);
    const now = app.now();
    const step = await verifyTotp(seed2FA, token2FA, await lastVerifiedStep(app.db, key, now), now);
    // The remember only raises the step: a code another instance accepted meanwhile counts as used.
    const verified = step !== null && (await rememberVerifiedStep(app.db, key, step, now));
    return { verified2FA: verified };
  },

  async update2FA(request, reply) {
    const { user } = principalOf(request);
    const { use2FA, seed2FA } = request.body;
    const settings = await twoFactorSettings(user, use2FA, seed2FA, verifiedSeedTaker(request));
    if (!settings) return badRequest(reply, messages.seedNotVerified);
    // Asking for the 2FA state the account already has changes nothing and ends no session.
    if (twoFactorChanges(user, settings)) {
      await audited(request, async (db, record) => {
        const before = (await findUserByUid(db, user.uid)) ?? user;
        await changeCredentials(db, user.id, settings, sessionsEndedBy(request, user.id));
        const state = (enabled: number, seed: string | null) => ({ use2FA: String(enabled === 1), seed2FA: seed });
        record({
          action: 'twoFactorChanged',
          context: null,
          object: { type: 'user', id: user.uid, label: user.login },
          changes: changesBetween(
            state(before.twoFactorEnabled, before.twoFactorSeed),
            state(settings.twoFactorEnabled, settings.twoFactorSeed),
            ['seed2FA'],
          ),
        });
      });
    }
    return { ok: true };
  },
} satisfies Partial<Handlers>;
