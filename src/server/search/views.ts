import type { components } from '../../shared/generated/contract';
import { formatSelection } from '../../shared/fleetSelection';
import { paths, pathWithQuery } from '../../shared/paths';
import { searchTexts } from '../../shared/texts/de/search';
import { rolloutTexts } from '../../shared/texts/de/rollouts';
import { alertKindNames } from '../../shared/alerts/alertKinds';
import type { AlertMatch, RolloutMatch, UpdateMatch, UserMatch } from './repository/objects';
import type { StoreMatch, TargetMatch } from './repository/matches';

// The reply shapes of search: each match as the contract's SearchResult, with the SPA's path that
// shows it selected (the fleet pages by their hash, rollouts and alerts by `uid`, an update's dialog
// by `update`, a user by the list's filter).

export type SearchResult = components['schemas']['SearchResult'];

const t = searchTexts.search;

const inContext = (page: string, contextId: string, more: Record<string, string> = {}) =>
  pathWithQuery(page, { contextId, ...more });

const place = (store: StoreMatch) => [store.city, store.contextKey].filter(Boolean).join(' · ');

export function contextResult(context: { key: string; name: string }): SearchResult {
  return {
    kind: 'context',
    title: context.name,
    subtitle: context.key,
    contextId: context.key,
    link: inContext(paths.cashpoints, context.key),
  };
}

export function storeResult(store: StoreMatch): SearchResult {
  const selection = formatSelection({ contextId: store.contextKey, storeId: store.storeId });
  return {
    kind: 'store',
    title: t.storeTitle(store.storeId, store.name),
    subtitle: place(store),
    contextId: store.contextKey,
    link: inContext(paths.cashpoints, store.contextKey) + selection,
  };
}

export function targetResult(target: TargetMatch): SearchResult {
  const { contextKey, storeId, posId } = target;
  const store = t.storeTitle(storeId, target.name);
  const subtitle = [target.hostname, store, contextKey].filter(Boolean).join(' · ');
  if (posId === null)
    return {
      kind: 'storeAgent',
      title: t.storeAgentTitle(storeId),
      subtitle,
      contextId: contextKey,
      link: inContext(paths.storeAgents, contextKey) + formatSelection({ contextId: contextKey, storeId }),
    };
  return {
    kind: 'cashpoint',
    title: t.cashpointTitle(storeId, posId),
    subtitle,
    contextId: contextKey,
    link: inContext(paths.cashpoints, contextKey) + formatSelection({ contextId: contextKey, storeId, posId }),
  };
}

export function updateResult(update: UpdateMatch): SearchResult {
  return {
    kind: 'update',
    title: update.filename,
    subtitle: [t.updateKinds[update.kind], update.tag, update.contextKey].filter(Boolean).join(' · '),
    contextId: update.contextKey,
    link: inContext(update.kind === 'store' ? paths.storeUpdates : paths.cashpointUpdates, update.contextKey, {
      update: update.filename,
    }),
  };
}

export function rolloutResult(rollout: RolloutMatch): SearchResult {
  return {
    kind: 'rollout',
    title: t.rolloutTitle(rollout.filename),
    subtitle: [rolloutTexts.rollouts.state[rollout.state], rollout.tag, rollout.contextKey].filter(Boolean).join(' · '),
    contextId: rollout.contextKey,
    link: inContext(paths.rollouts, rollout.contextKey, { uid: rollout.uid }),
  };
}

export function alertResult(alert: AlertMatch): SearchResult {
  const label = alertKindNames[alert.kind as keyof typeof alertKindNames] ?? alert.kind;
  const store = alert.storeId ? t.storeTitle(alert.storeId, alert.storeName ?? '') : null;
  return {
    kind: 'alert',
    title: `${label}: ${alert.subject}`,
    subtitle: [store, alert.contextKey].filter(Boolean).join(' · '),
    contextId: alert.contextKey,
    link: inContext(paths.alerts, alert.contextKey, { uid: alert.uid }),
  };
}

export function userResult(user: UserMatch): SearchResult {
  return {
    kind: 'user',
    title: user.login,
    subtitle: t.userSubtitle(`${user.firstName} ${user.lastName}`.trim(), user.email),
    contextId: null,
    // The users list filtered to the login: the user's row, whose click opens the dialog.
    link: pathWithQuery(paths.users, { filter: user.login }),
  };
}
