import type { Flags } from '../platform/config';
import { pageAccess, type PageAccess } from '../../shared/pageAccess';
import { roleTexts } from '../../shared/texts/de/roles';
import { ruleOf } from './operationRules';

// The permission preview ('Was darf …?', issue 32): what a set of rights (a role's, or a user's with
// its contexts) may open and call, read from the very tables the guard (operationRules.ts) and the
// SPA's menu and router (shared/pageAccess.ts) decide by, at the time of asking, never a copy.

/** Whom the preview is about: its rights, and whether it sees the chosen context (undefined: none chosen, or a role). */
export interface PreviewHolder {
  rights: readonly string[];
  seesContext?: boolean;
}

/** One operation as the server routes it: the contract's operationId, method and path. */
export interface RoutedOperation {
  operationId: string;
  method: string;
  path: string;
}

export interface Verdict {
  allowed: boolean;
  rights: string[];
  features: string[];
  /** The rights and flags lacking; 'context' when the holder does not see the context; 'agent' for agents' calls. */
  missing: string[];
}

function verdictOf(
  holder: PreviewHolder,
  flags: Flags,
  needs: { rights?: readonly string[]; features?: readonly string[] },
  extra: string[] = [],
): Verdict {
  const rights = [...(needs.rights ?? [])];
  const features = [...(needs.features ?? [])];
  const missing = [
    ...rights.filter((right) => !holder.rights.includes(right)),
    ...features.filter((flag) => !flags[flag as keyof Flags]),
    ...extra,
  ];
  return { allowed: missing.length === 0, rights, features, missing };
}

/** Every page the menu names or the page access table guards, as the router would open it. */
export function previewPages(holder: PreviewHolder, flags: Flags) {
  const access: Record<string, PageAccess | undefined> = pageAccess;
  const labels = roleTexts.roles.pageLabels;
  const keys = [...new Set([...Object.keys(labels), ...Object.keys(access)])];
  return keys.map((page) => ({ page, label: labels[page] ?? page, ...verdictOf(holder, flags, access[page] ?? {}) }));
}

/**
 * Every routed operation as the guard would judge a session of the holder: its rights, its feature
 * flags (off: the call does not exist) and, for a call naming a context, whether the holder sees it.
 * Operations without a session (login, health) need nothing; the agents' need an agent's signature.
 */
export function previewOperations(holder: PreviewHolder, flags: Flags, routed: readonly RoutedOperation[]) {
  return routed.flatMap((op) => {
    const rule = ruleOf(op.operationId);
    if (!rule) return [];
    const extra =
      rule.auth === 'agent'
        ? ['agent']
        : (rule.context ?? rule.contextFilter) && holder.seesContext === false
          ? ['context']
          : [];
    const needs = rule.auth === 'session' ? rule : { features: rule.features };
    return [
      {
        ...op,
        action: op.method !== 'GET',
        ownAccount: rule.ownAccount === true,
        context: rule.context ?? rule.contextFilter ?? null,
        ...verdictOf(holder, flags, needs, extra),
      },
    ];
  });
}
