/**
 * The rights a role can grant. A user holds the union of the rights of their roles; a user who holds
 * all of them counts as an administrator.
 */
export const allRights = [
  'UPDATES_CHANGE',
  'UPDATES_ORDER_CHANGE',
  'USERS',
  'USERS_CHANGE',
  'CONTEXTS',
  'CONTEXTS_CHANGE',
  'CASHPOINTS_CHANGE',
  'AUDIT',
  'CALENDAR_CHANGE',
  'ROLLOUTS_APPROVE',
  'ALERTS_ACKNOWLEDGE',
  // Remote actions ('Aktionen', issue 49): the low-risk kinds, and the risky ones (reboot, day close,
  // Kassenschnitt) with their approval by a second person.
  'ACTIONS_RUN',
  'ACTIONS_RISKY',
  // The notification to the tax office ('Kassenmeldung', issue 52): its master data and 'Als gemeldet markieren'.
  'FISCAL_CHANGE',
] as const;
export type Right = (typeof allRights)[number];

/** A check passes only if every named right is held; an empty requirement always passes. */
export function hasRights(held: readonly string[] | undefined, required: readonly string[]): boolean {
  return required.every((right) => held?.includes(right) ?? false);
}
