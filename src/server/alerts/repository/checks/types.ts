import type { RawBuilder } from 'kysely';
import type { Db, Dialect } from '../../../platform/db/connection';
import type { components } from '../../../../shared/generated/contract';

/** What a check reads of a context's alert settings: its rules and quiet hours. */
interface CheckedSettings {
  rules: components['schemas']['AlertRules'];
  quietHours: components['schemas']['QuietHours'];
}

/**
 * What every check is given: the database, the moment of the run, each context's settings, and
 * when this instance's checks started (ms): before then the console may have been down, so no
 * heartbeat could arrive, and a target's silence counts only from then on.
 */
export interface CheckRun {
  db: Db;
  now: number;
  offlineAfterSeconds: number;
  startedAt: number;
  settings: Map<number, CheckedSettings>;
}

/**
 * The causes a check finds, as one SQL query over every context whose rule is on. Its columns:
 * context_id, subject (what the alert is about within its kind), store_uid, store_id, store_name,
 * pos_id, cashpoint_uid, detail. A subject appears at most once per context.
 */
export type Causes = RawBuilder<unknown>;

/** A kind's check (its entry's `check` in kinds.ts). */
export interface AlertCheck {
  /** The causes in the contexts given (those with the rule on); never called with none. */
  causes(run: CheckRun, contextIds: number[]): Promise<Causes> | Causes;
  /**
   * Whether what an alert (the row `alerts`) is about still exists, and at `now` is still watched (a
   * finished rollout's alert lasts a day); when not, the alert closes without being announced.
   * Unless given: its store.
   */
  subjectExists?(dialect: Dialect, now: number): RawBuilder<boolean>;
}
