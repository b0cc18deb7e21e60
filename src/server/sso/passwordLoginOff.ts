import type { FastifyInstance } from 'fastify';
import { recordSystemAudit } from '../audit';
import { inTransaction } from '../platform/db/transaction';
import { mayLogInWithPassword } from '../platform/ssoConfig';
import { sessionLabel } from '../../shared/browserName';
import { ssoTexts } from '../../shared/texts/de/sso';
import {
  deleteSessionByHash,
  liveTokensOfLocalPersons,
  passwordSessions,
  revokeLiveToken,
} from './repository/passwordAccess';
import { tokenLabel } from '../platform/principal';

// Password login switched off (LOCAL_LOGIN=off) also ends the password access granted before it:
// at every start so configured, the sessions a password login opened for an account that may not
// log in by password now end, and so do the live API tokens of the local persons among them (no
// provider logs them in, so nobody could log in to those accounts any more). A 'Notfallzugang'
// with 2FA keeps both, an account of the provider keeps its tokens (its person logs in there and
// manages them), service accounts keep theirs. Each end is audited as the system's; running on
// several instances at once ends and records each once.

const t = ssoTexts.sso.passwordAccessEnded;
const reason = [{ field: 'reason', before: null, after: t.reason }];

/** Ends what a password opened for accounts that may not log in by password now; gives the counts. */
export async function endPasswordAccess(app: FastifyInstance): Promise<{ sessions: number; tokens: number }> {
  const { db, config } = app;
  const counts = { sessions: 0, tokens: 0 };
  if (config.login.localLogin) return counts;
  const now = app.now();
  for (const session of await passwordSessions(db)) {
    if (mayLogInWithPassword(config.login, session)) continue;
    await inTransaction(db, async (trx) => {
      if (!(await deleteSessionByHash(trx, session.idHash))) return;
      counts.sessions++;
      const label = t.of(sessionLabel(session.userAgent, session.address), session.login);
      const object = { type: 'session' as const, id: session.uid ?? '', label };
      await recordSystemAudit(trx, { action: 'sessionEnded', context: null, object, changes: reason }, now);
    });
  }
  for (const token of await liveTokensOfLocalPersons(db, now)) {
    if (mayLogInWithPassword(config.login, token)) continue;
    await inTransaction(db, async (trx) => {
      if (!(await revokeLiveToken(trx, token.id, now))) return;
      counts.tokens++;
      const object = { type: 'token' as const, id: token.uid, label: t.of(tokenLabel(token), token.login) };
      await recordSystemAudit(trx, { action: 'tokenRevoked', context: null, object, changes: reason }, now);
    });
  }
  if (counts.sessions + counts.tokens > 0) {
    app.log.warn(
      `LOCAL_LOGIN=off: ended ${counts.sessions} password sessions and revoked ${counts.tokens} API tokens of accounts that may not log in by password`,
    );
  }
  return counts;
}
