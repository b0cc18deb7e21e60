import type { components } from '../../shared/generated/contract';
import type { CalendarFacts } from '../../shared/calendar/types';

// The simulated store health's state (issue 51; its rules in storeHealth.ts), apart so the fleet's
// types can name it without a circle of imports.

type Peripheral = components['schemas']['AgentPeripheral'];
type MasterData = components['schemas']['AgentMasterData'];

/** What a register's devices, terminal and receipts are doing. */
export interface RegisterHealth {
  printer: { state: Peripheral['state']; since: number; refillAt: number | null };
  okSince: number;
  lastTransactionAt: number | null;
  lastCutAt: number | null;
  /** The Berlin day whose cut it missed, until it cuts again: it never misses two in a row. */
  cutMissedOn: string | null;
  /** Receipts not yet sent, oldest first, in batches of the time they were made. */
  backlog: { at: number; count: number }[];
  lastUploadAt: number;
  /** The sections as last sent: a change goes out with the next heartbeat, not only with a full one. */
  sent: string | null;
}

/** What a store server has of its master data. */
export interface ServerHealth {
  files: MasterData[];
  /** The Berlin day whose price file did not come. */
  missingDay: string | null;
  sent: string | null;
}

/** What the store is doing: open by its calendar, its line to head office. */
export interface StoreHealthState {
  /** Its calendar; null: the hours a till knows without one (Monday to Saturday, 7 to 20). */
  calendar: CalendarFacts | null;
  open: { value: boolean; until: number | null; at: number } | null;
  wasOpen: boolean | null;
  uplinkDownUntil: number | null;
  lastStep: number | null;
}

/** A register or store server as the store health rules see it (fleet.ts's SimTarget is one). */
export interface HealthTarget {
  storeId: string;
  posId: string | null;
  fullNext?: boolean;
  health?: RegisterHealth;
  masterData?: ServerHealth;
}

/** A store as the store health rules see it (fleet.ts's SimStore is one). */
export interface HealthStore {
  storeId: string;
  registers: HealthTarget[];
  server: HealthTarget | null;
  health?: StoreHealthState;
}
