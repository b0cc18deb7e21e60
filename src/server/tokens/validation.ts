import type { components } from '../../shared/generated/contract';
import { allRights } from '../../shared/rights';
import { tokenFormProblems as problems } from '../../shared/texts/tokenMessages';
import type { Principal } from '../platform/principal';

type TokenForm = components['schemas']['TokenForm'];

/** Who the token is for, and what the caller may hand out besides the holder's own limits. */
export interface TokenGrant {
  /** The holder as it is now (for one's own token: the caller, narrowed when it called with a token). */
  holder: Principal;
  serviceAccount: boolean;
  /** False when the caller itself is a token limited to some contexts: it cannot hand out all. */
  mayGrantAllContexts: boolean;
  maxDays: number;
}

/** The form's checked scopes: rights as sent, contexts as ids (null: all the holder sees). */
export interface CheckedTokenForm {
  name: string;
  rights: string[];
  contextIds: number[] | null;
}

const known = new Set<string>(allRights);

/**
 * The German problems of a token form (empty when it may be saved) and its scopes as stored. A token
 * gets only rights and contexts its holder has; contexts it does not see are refused alike whether
 * they exist or not, so the answer tells nothing about other tenants.
 */
export function checkTokenForm(form: TokenForm, grant: TokenGrant): { problems: string[]; checked: CheckedTokenForm } {
  const found: string[] = [];
  const name = form.name.trim();
  if (!name) found.push(problems.nameEmpty);
  const unknown = form.rights.filter((right) => !known.has(right));
  if (unknown.length > 0) found.push(problems.unknownRights(unknown.join(', ')));
  const notHeld = form.rights.filter((right) => known.has(right) && !grant.holder.rights.includes(right));
  if (notHeld.length > 0) found.push(problems.rightsNotHeld(notHeld.join(', ')));

  let contextIds: number[] | null = null;
  if (form.contextIds !== null) {
    const seen = new Map(grant.holder.contexts.map((c) => [c.key, c.id]));
    const invisible = form.contextIds.filter((key) => !seen.has(key));
    if (invisible.length > 0) found.push(problems.contextsNotVisible(invisible.join(', ')));
    contextIds = form.contextIds.flatMap((key) => seen.get(key) ?? []);
  } else if (!grant.mayGrantAllContexts) {
    found.push(problems.allContextsBeyondCaller);
  }

  if (form.expiresInDays === null && !grant.serviceAccount) found.push(problems.neverOnlyForServiceAccounts);
  if (form.expiresInDays !== null && form.expiresInDays > grant.maxDays) found.push(problems.tooLong(grant.maxDays));
  return { problems: found, checked: { name, rights: form.rights, contextIds } };
}
