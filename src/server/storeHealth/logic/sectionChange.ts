// When a register's section is worth writing again (issue 51's cost goal of a full heartbeat):
// pure, so the rule has a unit test. Two times in the sections move with nearly every full
// heartbeat while nothing else does: the card terminal's last sale (`lastTransactionAt`, every
// sale) and the last upload of receipts (`lastUploadAt`, every upload). Comparing them exactly
// wrote the terminal's and the receipts' rows on almost every beat. They are kept at a coarser
// step instead: a move of one of them alone is written once it reaches `movingTimeStepMs`.
//
// Why the step is safe:
// - Nothing judges those two times. The store health, the alerts (peripheralDown, eftCutMissing,
//   receiptsUnsent, masterDataMissing) and the reports read `reachable`, `uncut_since`,
//   `last_cut_at`, the offline payments and the unsent receipts, all of which are written at once
//   when they change (every other field is compared exactly).
// - `uncut_since` (eftCutMissing's fact) is derived from the last sale when a row is written: the
//   first sale after the last cut. Whether the last sale lies after the last cut is part of the
//   comparison, so that first sale is written on the beat it is reported; while it stays on the same
//   side of the same cut, a later sale would derive the same `uncut_since` (the minimum keeps the
//   first). The step counts either way: a terminal's last sale does not go back in fact, and one
//   set back by less than the step (its clock corrected) cannot move `uncut_since` by more.
// - The register details show the two times; they lag by less than the step (and the ingest writes
//   every section again after a few minutes anyway, see ingest.ts).
import type { components } from '../../../shared/generated/contract';

type Payment = components['schemas']['AgentPayment'];
type DataFlow = components['schemas']['AgentDataFlow'];

/** A move of the last sale's or last upload's time alone is written once it is this large. */
export const movingTimeStepMs = 5 * 60_000;

/** What of a section is compared exactly, and its time that moves on at a coarser step (null: none, or not reported). */
export interface SectionKey {
  fingerprint: string;
  moving: number | null;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : null);

/** The section's key: its fields but the moving time, and for the terminal whether its last sale is uncut. */
export function sectionKey(name: string, value: unknown): SectionKey {
  if (name === 'payment') {
    const { lastTransactionAt, ...rest } = value as Payment;
    const moving = time(lastTransactionAt);
    const cut = time(rest.lastCutAt);
    const uncut = moving !== null && (cut === null || moving > cut);
    return { fingerprint: JSON.stringify([rest, moving === null, uncut]), moving };
  }
  if (name === 'dataFlow') {
    const { lastUploadAt, ...rest } = value as DataFlow;
    const moving = time(lastUploadAt);
    return { fingerprint: JSON.stringify([rest, moving === null]), moving };
  }
  return { fingerprint: JSON.stringify(value), moving: null };
}

/** Whether the section with key `reported` must be written, `stored` being what was last written. */
export function sectionChanged(stored: SectionKey, reported: SectionKey): boolean {
  if (stored.fingerprint !== reported.fingerprint) return true;
  if (stored.moving === null || reported.moving === null) return stored.moving !== reported.moving;
  return Math.abs(reported.moving - stored.moving) >= movingTimeStepMs;
}
