import { allRights } from '../../shared/rights';
import { messages } from '../../shared/texts/serverMessages';

// What the demo fleet is made of: its contexts, roles, accounts (the README lists them), agent
// secrets and the updates each context gets. seed.ts writes them into an empty database.

// `stores` is the number of generated customer stores; the internal context gets the small lab
// fleet of labFleet.ts instead.
export const demoContexts = [
  { key: 'INTERN', name: 'Interne Anwendung', type: 1, stores: 0 },
  { key: 'NORDMARKT', name: 'Nordmarkt GmbH', type: 2, stores: 24 },
  { key: 'SUEDKAUF', name: 'Südkauf AG', type: 2, stores: 16 },
  { key: 'WESTFRISCH', name: 'Westfrisch eG', type: 2, stores: 9 },
  { key: 'OSTBAU', name: 'Ostbau Baumärkte', type: 2, stores: 6 },
  { key: 'MEGAMARKT', name: 'Megamarkt Handels AG', type: 2, stores: 40 },
] as const;

export const demoRoles = [
  { name: 'Administrator', description: messages.adminRoleDescription, rights: [...allRights] },
  {
    name: 'Operator',
    description: 'Updates und Kassen verwalten',
    // The low-risk remote actions too (issue 49): restarting a stopped service is the operator's job.
    rights: ['UPDATES_CHANGE', 'UPDATES_ORDER_CHANGE', 'CASHPOINTS_CHANGE', 'ALERTS_ACKNOWLEDGE', 'ACTIONS_RUN'],
  },
  { name: 'Betrachter', description: 'Nur lesen', rights: [] },
  // Four eyes for rollouts: approves the next wave of a plan someone else wrote (issue 29), and a
  // risky remote action someone else requested (issue 49).
  {
    name: 'Freigabe',
    description: 'Rollout-Wellen freigeben',
    rights: ['ROLLOUTS_APPROVE', 'ACTIONS_RUN', 'ACTIONS_RISKY'],
    ownUid: true,
  },
] as const;

export const demoUsers = [
  {
    login: 'admin',
    password: 'demo-admin-2026',
    firstName: 'Anna',
    lastName: 'Admin',
    role: 'Administrator',
    contexts: 'all',
    seed: null,
  },
  {
    login: 'operator',
    password: 'demo-operator-2026',
    firstName: 'Otto',
    lastName: 'Operator',
    role: 'Operator',
    contexts: ['NORDMARKT', 'SUEDKAUF'],
    seed: null,
  },
  {
    login: 'viewer',
    password: 'demo-viewer-2026',
    firstName: 'Vera',
    lastName: 'Betrachter',
    role: 'Betrachter',
    contexts: 'all',
    seed: null,
  },
  {
    login: 'secure',
    password: 'demo-secure-2026',
    firstName: 'Sven',
    lastName: 'Sicher',
    role: 'Administrator',
    contexts: 'all',
    seed: 'JBSWY3DPEHPK3PXP',
  },
  {
    login: 'approver',
    password: 'demo-approver-2026',
    firstName: 'Frieda',
    lastName: 'Freigabe',
    role: 'Freigabe',
    contexts: 'all',
    seed: null,
    ownUid: true,
  },
] as const;

/**
 * The uid generator of an account: the demo's own for those there from the start, a second one for
 * those added later (`ownUid`), so the fleet drawn after the accounts stays the same as before.
 */
export const accountUidSource = <P>(entry: object, demo: P, later: P): P => ('ownUid' in entry ? later : demo);

/** The agents' shared secret of a demo context (README); the simulator signs with it. */
export function demoHashSecret(contextKey: string): string {
  return `demo-secret-${contextKey.toLowerCase()}-2026`;
}

export interface UpdatePlan {
  version: string;
  status: number;
  archived: boolean;
  released: boolean;
  /** The update's comment; without one, a comment that fits its status. */
  comment?: string;
}

export const cashpointPlan: UpdatePlan[] = [
  { version: '5.12.0', status: 2, archived: true, released: true },
  { version: '5.12.3', status: 2, archived: false, released: true },
  { version: '5.11.9-hotfix', status: 3, archived: false, released: true },
  { version: '5.13.1', status: 2, archived: false, released: true },
  { version: '5.14.0-rc1', status: 4, archived: false, released: true },
  { version: '5.14.0', status: 1, archived: false, released: false },
];
export const storePlan: UpdatePlan[] = [
  { version: '8.4.2', status: 2, archived: true, released: true },
  { version: '8.5.0', status: 2, archived: false, released: true },
  { version: '8.5.1', status: 4, archived: false, released: true },
  { version: '8.6.0', status: 1, archived: false, released: false },
];
