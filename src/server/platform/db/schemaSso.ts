import type { Generated } from 'kysely';

// The tables of the login through an OpenID Provider (migration 0020). The users' and sessions'
// columns for it are in schema.ts.

/** A provider group and the role and visible contexts it gives. */
export interface SsoMappingsTable {
  id: Generated<number>;
  uid: string;
  groupName: string;
  /** Null: the group gives no role (only contexts). */
  roleId: number | null;
  /** JSON array of context keys; a key whose context is gone gives nothing. */
  contextKeys: string;
  allContexts: number;
  createdAt: number;
}

/** A login begun at the provider, until its callback uses it (once). */
export interface SsoFlowsTable {
  stateHash: string;
  browserHash: string;
  nonce: string;
  codeVerifier: string;
  purpose: 'login' | 'test';
  /** The administrator of a 'Testanmeldung'; null for a login. */
  userId: number | null;
  createdAt: number;
}

/** An administrator's last 'Testanmeldung' (JSON of what the provider sent and what it would give). */
export interface SsoTestResultsTable {
  userId: number;
  result: string;
  createdAt: number;
}

/** The single sign-on's tables, as the database names them. */
export interface SsoTables {
  ssoMappings: SsoMappingsTable;
  ssoFlows: SsoFlowsTable;
  ssoTestResults: SsoTestResultsTable;
}
