import type { Generated } from 'kysely';

// The tables of remote actions (migration 0029), assembled into `Database` by schema.ts. The state
// names are the catalogue's (src/shared/actions/catalogue.ts).

export type ActionRequestStateValue = 'waitingForApproval' | 'active' | 'finished' | 'cancelled';
export type ActionTargetStateValue =
  'waitingForApproval' | 'queued' | 'sent' | 'running' | 'succeeded' | 'failed' | 'expired' | 'cancelled';

export interface ActionRequestsTable {
  id: Generated<number>;
  uid: string;
  contextId: number;
  /** An ActionKind of the catalogue. */
  kind: string;
  targetKind: 'cashpoint' | 'storeAgent';
  /** JSON object of the kind's parameters by name. */
  parameters: string;
  state: ActionRequestStateValue;
  requestedById: number | null;
  requestedBy: string;
  emergencyReason: string | null;
  deadlineMinutes: number;
  approvedById: number | null;
  approvedBy: string | null;
  approvedAt: number | null;
  approvalComment: string | null;
  cancelledBy: string | null;
  cancelledAt: number | null;
  finishedAt: number | null;
  total: number;
  createdAt: number;
  updatedAt: number;
}

export interface ActionTargetsTable {
  id: Generated<number>;
  uid: string;
  requestId: number;
  contextId: number;
  storeRowId: number;
  cashpointId: number | null;
  storeAgentId: number | null;
  state: ActionTargetStateValue;
  /** The gate that held it when last judged while queued (an ActionHold); null when none did. */
  hold: string | null;
  deadlineAt: number;
  attempts: Generated<number>;
  deliveries: Generated<number>;
  sentAt: number | null;
  startedAt: number | null;
  finishedAt: number | null;
  exitCode: number | null;
  output: string | null;
  bundleKey: string | null;
  bundleAt: number | null;
  reportedAt: number | null;
  updatedAt: number;
}

/** Whether a register has a receipt open, as its last heartbeat that said so. */
export interface CashpointReceiptsTable {
  cashpointId: number;
  /** 0/1. */
  openReceipt: number;
  reportedAt: number;
}

/** The remote actions' tables, as `Database` (schema.ts) holds them. */
export interface ActionTables {
  actionRequests: ActionRequestsTable;
  actionTargets: ActionTargetsTable;
  cashpointReceipts: CashpointReceiptsTable;
}
