import type { Db } from '../platform/db/connection';
import type { Principal } from '../platform/principal';
import type { SearchScope } from './policy';
import { matchRank, type SearchTerm } from './logic/term';
import { registersNamed, storeServersOf, storesNamed, storesNumbered } from './repository/fleet';
import { targetsByHostname } from './repository/hostnames';
import { openAlertsOf, rolloutsNamed, updatesNamed, usersNamed } from './repository/objects';
import * as view from './views';

// The search of the command palette (issue 54): every kind's matches in the contexts the principal
// sees, ranked (the whole value, its start, a part of it), the kinds in the order an operator looks
// for them when two rank the same, cut to `limit`.

const kindOrder: readonly view.SearchResult['kind'][] = [
  'cashpoint',
  'store',
  'storeAgent',
  'context',
  'rollout',
  'update',
  'alert',
  'user',
];

interface Ranked {
  rank: number;
  result: view.SearchResult;
}

const best = (text: string, ...values: (string | null | undefined)[]) =>
  Math.min(...values.map((v) => matchRank(v, text) ?? 3));

export async function search(
  db: Db,
  principal: Principal,
  scope: SearchScope,
  term: SearchTerm,
  limit: number,
): Promise<view.SearchResult[]> {
  const ids = principal.contexts.map((c) => c.id);
  if (ids.length === 0 && !scope.users) return [];
  const { text } = term;
  const none = Promise.resolve([]);
  // No context seen, no context's object to find (and no empty `in ()` list for PostgreSQL).
  const seen = ids.length > 0;
  const [registers, numbered, named, hosts, updates, rollouts, users] = await Promise.all([
    seen && term.register ? registersNamed(db, ids, term.register) : none,
    seen && term.digits ? storesNumbered(db, ids, term.digits, limit) : none,
    seen ? storesNamed(db, ids, text, limit) : none,
    seen ? targetsByHostname(db, ids, text, limit) : none,
    seen ? updatesNamed(db, ids, text, limit) : none,
    seen ? rolloutsNamed(db, ids, text, limit) : none,
    scope.users ? usersNamed(db, principal.user.allContextsVisible === 1, ids, text, limit) : none,
  ]);
  const exact = numbered.filter((s) => s.storeId === term.digits);
  const servers = scope.storeServers
    ? await storeServersOf(
        db,
        ids,
        exact.map((s) => s.storeId),
      )
    : [];
  // An alert is found by its store: the one of the register, the number or the name the term gives.
  const alertStores = [...registers, ...exact, ...named];
  const alerts = await openAlertsOf(db, ids, [...new Set(alertStores.map((s) => s.storeUid))], limit);

  const ranked: Ranked[] = [
    ...registers.map((r) => ({ rank: 0, result: view.targetResult(r) })),
    ...numbered.map((s) => ({ rank: s.storeId === term.digits ? 0 : 1, result: view.storeResult(s) })),
    ...servers.map((s) => ({ rank: 0, result: view.targetResult(s) })),
    ...principal.contexts
      .filter((c) => best(text, c.key, c.name) < 3)
      .map((c) => ({ rank: best(text, c.key, c.name), result: view.contextResult(c) })),
    ...named.map((s) => ({ rank: best(text, s.name, s.city), result: view.storeResult(s) })),
    ...hosts
      .filter((h) => h.posId !== null || scope.storeServers)
      .map((h) => ({ rank: best(text, h.hostname), result: view.targetResult(h) })),
    // A store server's update belongs to a page that exists only where store servers are switched on.
    ...updates
      .filter((u) => u.kind !== 'store' || scope.storeServers)
      .map((u) => ({ rank: best(text, u.filename, u.tag), result: view.updateResult(u) })),
    ...rollouts.map((r) => ({ rank: best(text, r.filename, r.tag), result: view.rolloutResult(r) })),
    ...alerts.map((a) => ({ rank: 2, result: view.alertResult(a) })),
    ...users.map((u) => ({ rank: best(text, u.login, u.lastName, u.firstName, u.email), result: view.userResult(u) })),
  ];
  const listed = new Set<string>();
  return ranked
    .sort((a, b) => a.rank - b.rank || kindOrder.indexOf(a.result.kind) - kindOrder.indexOf(b.result.kind))
    .filter(({ result }) => !listed.has(result.link) && listed.add(result.link))
    .slice(0, limit)
    .map((r) => r.result);
}
