import type { FastifyRequest } from 'fastify';
import { withdrawAccess } from '../accounts';
import { audited, changesBetween, systemActor } from '../audit';
import { revokeLiveTokensOf } from '../tokens';
import { sessionLabel } from '../../shared/browserName';
import { ssoTexts } from '../../shared/texts/de/sso';
import type { Identity } from './identity';
import { mappedFor } from './mapping';
import { listMappings } from './repository/mappings';
import { findSsoUser } from './repository/ssoUsers';
import { tokenLabel } from '../platform/principal';

// A leaver (issue 44): a user the provider logged in before, whose groups now give no role. Its login
// is refused (noRole), and what it still held goes in one transaction with its audit entries: its
// role (the built-in 'Ohne Zugang', no contexts), its sessions and its own API tokens. Service
// accounts it owns keep theirs: they act with their own role, and the programs that use them must
// not stop because a person left (SECURITY.md says who rotates them).

const t = ssoTexts.sso.leaver;

/** Takes the access of the user of this identity, if the provider logged it in before; says whether it took any. */
export function withdrawLeaver(request: FastifyRequest, identity: Identity): Promise<boolean> {
  return audited(request, async (db, record) => {
    // Read again in this transaction: a mapping that gives a role again since spares the user.
    if (mappedFor(await listMappings(db), identity.groups).role) return false;
    const user = await findSsoUser(db, identity.issuer, identity.subject);
    if (!user) return false;
    const now = request.server.now();
    const withdrawal = await withdrawAccess(db, user, t.role, now);
    const tokens = await revokeLiveTokensOf(db, user.id, now);
    const changes = changesBetween(withdrawal.before, withdrawal.after);
    // Taken before (a leaver trying again): its refusal is recorded, there is no change to record.
    if (changes.length === 0 && withdrawal.endedSessions.length === 0 && tokens.length === 0) return false;
    // Nobody acted in the console: the provider's answer did.
    const actor = { id: systemActor.id, login: systemActor.login, name: systemActor.name };
    const reason = withdrawal.keptRole ? t.keptRole : t.withdrawn;
    record({
      action: 'userChanged',
      context: null,
      actor,
      object: { type: 'user', id: user.uid, label: user.login },
      changes: [...changes, { field: 'reason', before: null, after: reason }],
    });
    for (const session of withdrawal.endedSessions) {
      const label = sessionLabel(session.userAgent, session.address);
      record({ action: 'sessionEnded', context: null, actor, object: { type: 'session', id: session.uid, label } });
    }
    for (const token of tokens) {
      record({
        action: 'tokenRevoked',
        context: null,
        actor,
        object: { type: 'token', id: token.uid, label: tokenLabel(token) },
      });
    }
    return true;
  });
}
