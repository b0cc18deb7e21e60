import { cashpointCatalogue } from '../../shared/reports/cashpointColumns';
import { auditTexts } from '../../shared/texts/de/audit';
import { rolloutRefusals as m } from '../../shared/texts/rolloutMessages';
import type { WavePlan } from './model';

// The plan's checks, re-made on the server whatever the form checked: each wave names its stores by
// exactly one choice (the pilot only as the first wave), a share in (0, 100], stores of the context,
// a report filter that filters (by filters the register report has, on columns it shows), thresholds
// in range and a name of its own. The first problem is the German 400, naming its wave ('Welle 2: …').

const filtersById = new Map(cashpointCatalogue.filters.map((filter) => [filter.id, filter]));
const fixedColumns = new Set(cashpointCatalogue.columns.filter((c) => c.fixed).map((c) => c.id));

/**
 * A report filter must let through what it shows: every filter id the report has, each set filter's
 * column among the fixed or selected ones (the report ignores a filter of a hidden column, and the
 * wave would take every remaining store), and at least one set filter or the warnings switch.
 */
function filterProblem(filter: NonNullable<WavePlan['filter']>): string | null {
  const values = Object.entries(filter.filters ?? {});
  const unknown = values.find(([id]) => !filtersById.has(id));
  if (unknown) return m.unknownFilter(unknown[0]);
  const set = values.filter(([, value]) => value !== '').map(([id]) => filtersById.get(id)!);
  const columns = filter.columns === undefined ? null : new Set(filter.columns);
  const hidden = set.find((f) => columns !== null && !fixedColumns.has(f.columnId) && !columns.has(f.columnId));
  if (hidden) return m.filterColumnHidden(hidden.label);
  if (set.length === 0 && !filter.warningsOnly) return m.filterEmpty;
  return null;
}

/** How many store choices the wave makes (a `pilot: false` is none). */
function choices(plan: WavePlan): number {
  return [
    plan.pilot === true,
    plan.storeUids !== undefined,
    plan.sharePercent !== undefined,
    plan.filter !== undefined,
  ].filter(Boolean).length;
}

const inRange = (value: number, low: number, high: number) => Number.isFinite(value) && value >= low && value <= high;

function waveProblem(plan: WavePlan, index: number, contextStoreUids: ReadonlySet<string>): string | null {
  if (plan.name.trim() === '') return m.nameEmpty;
  if (choices(plan) !== 1) return m.oneChoice;
  if (plan.pilot && index > 0) return m.pilotFirstOnly;
  if (plan.sharePercent !== undefined && !(plan.sharePercent > 0 && plan.sharePercent <= 100)) return m.shareRange;
  if (plan.storeUids) {
    const unknown = [...new Set(plan.storeUids)].filter((uid) => !contextStoreUids.has(uid));
    if (unknown.length > 0) return m.unknownStores(m.someOf(unknown));
  }
  if (plan.filter) {
    const problem = filterProblem(plan.filter);
    if (problem) return problem;
  }
  if (!inRange(plan.soakHours, 0, 720)) return m.soakRange;
  if (!inRange(plan.minSuccessPercent, 0, 100)) return m.successRange;
  if (!inRange(plan.maxFailurePercent, 0, 100)) return m.failureRange;
  if (plan.minDayClosePercent !== undefined && !inRange(plan.minDayClosePercent, 0, 100)) return m.dayCloseRange;
  return null;
}

/** The plan's first problem in German, or null when every wave is sound. */
export function planProblem(waves: readonly WavePlan[], contextStoreUids: ReadonlySet<string>): string | null {
  const names = new Set<string>();
  for (const [index, plan] of waves.entries()) {
    const problem = waveProblem(plan, index, contextStoreUids);
    if (problem) return m.wave(index + 1, problem);
    const name = plan.name.trim().toLowerCase();
    if (names.has(name)) return m.wave(index + 1, m.nameTwice(plan.name.trim()));
    names.add(name);
  }
  return null;
}

/** The plan as stored: names trimmed, store uids once each, `pilot: false` dropped. */
export function storedPlan(plan: WavePlan): WavePlan {
  const { pilot, storeUids, ...rest } = plan;
  return {
    ...rest,
    name: plan.name.trim(),
    ...(pilot ? { pilot: true } : {}),
    ...(storeUids ? { storeUids: [...new Set(storeUids)] } : {}),
  };
}

/** The plan's waves as the audit log names them. */
export function planText(waves: readonly WavePlan[]): string {
  const t = auditTexts.audit.rolloutPlan;
  return waves
    .map((plan) => {
      const choice = plan.pilot
        ? t.pilot
        : plan.storeUids
          ? t.stores(plan.storeUids.length)
          : plan.sharePercent !== undefined
            ? t.share(plan.sharePercent)
            : t.filter;
      return `${plan.name}: ${choice}${plan.requireApproval ? t.approval : ''}`;
    })
    .join('; ');
}
