import type { CashpointReportFilter, WavePlan } from '../../../api/rollouts';
import { defaultDayClosePercent } from '../../../components/rollouts/selectionText';
import { cashpointCatalogue } from '../../../../shared/reports/cashpointColumns';
import { rolloutTexts } from '../../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

/** How a wave names its stores (the contract's `pilot`, `sharePercent`, `storeUids` or `filter`). */
export type StoreChoice = 'pilot' | 'share' | 'stores' | 'filter';

/** One wave as the form holds it: numbers as typed, every choice's value kept while another is chosen. */
export interface WaveValues {
  name: string;
  choice: StoreChoice;
  sharePercent: string;
  storeUids: string[];
  warningsOnly: boolean;
  filters: Record<string, string>;
  /**
   * The register report's columns a saved filter wave was saved with (they decide which filters and
   * warnings count); null for a wave not saved as a filter: it takes the user's own columns.
   */
  columns: string[] | null;
  soakHours: string;
  minSuccessPercent: string;
  maxFailurePercent: string;
  /** Register updates: the day close gate's threshold. */
  minDayClosePercent: string;
  requireApproval: boolean;
}

export interface PlanValues {
  waves: WaveValues[];
}

/** As the contract takes a plan. */
export const maxWaves = 20;
const maxNameLength = 60;

export function newWave(number: number, overrides: Partial<WaveValues> = {}): WaveValues {
  return {
    name: t.defaultName(number),
    choice: 'share',
    sharePercent: '100',
    storeUids: [],
    warningsOnly: false,
    filters: {},
    columns: null,
    soakHours: '24',
    minSuccessPercent: '95',
    maxFailurePercent: '5',
    minDayClosePercent: String(defaultDayClosePercent),
    requireApproval: true,
    ...overrides,
  };
}

/**
 * The usual plan: the pilot stores first, then 5 %, 25 % and the rest of the stores, each after a
 * day's watch (the last has none to wait for), each later wave approved by a second person.
 */
export function presetWaves(): WaveValues[] {
  const [pilot, five, quarter, rest] = t.presetNames;
  return [
    newWave(1, { name: pilot, choice: 'pilot', requireApproval: false }),
    newWave(2, { name: five, sharePercent: '5' }),
    newWave(3, { name: quarter, sharePercent: '25' }),
    newWave(4, { name: rest, sharePercent: '100', soakHours: '0' }),
  ];
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

type WaveErrors = Partial<Record<keyof WaveValues, string>>;
export interface PlanErrors {
  waves?: string | (WaveErrors | undefined)[];
}

function rangeError(text: string, min: number, max: number): string | undefined {
  const value = numberOf(text);
  if (Number.isNaN(value)) return t.errors.number;
  return value < min || value > max ? t.errors.range(min, max) : undefined;
}

/**
 * Whether moving a wave from one place to the next keeps the pilot first: a pilot wave 1 neither
 * moves down nor lets wave 2 move above it.
 */
export function keepsPilotFirst(waves: readonly WaveValues[], from: number, to: number): boolean {
  return !((from === 0 || to === 0) && waves[0]?.choice === 'pilot');
}

/** The plan's checks, as the contract's and the server's: each message at its field. */
export function validatePlan(values: PlanValues): PlanErrors {
  if (values.waves.length === 0) return { waves: t.errors.noWave };
  if (values.waves.length > maxWaves) return { waves: t.errors.tooManyWaves };
  // Names as the server compares them: trimmed, whatever the case; the later one is marked.
  const names = new Set<string>();
  const perWave = values.waves.map((wave, index) => {
    const errors: WaveErrors = {};
    const name = wave.name.trim();
    if (!name) errors.name = t.errors.nameRequired;
    else if (name.length > maxNameLength) errors.name = t.errors.nameTooLong;
    else if (names.has(name.toLowerCase())) errors.name = t.errors.nameTwice;
    names.add(name.toLowerCase());
    // The pilot stores are the update's Test/Labor targets: they go first, or not at all.
    if (wave.choice === 'pilot' && index > 0) errors.choice = t.errors.pilotFirst;
    if (wave.choice === 'share') {
      const share = numberOf(wave.sharePercent);
      if (Number.isNaN(share) || share <= 0 || share > 100) errors.sharePercent = t.errors.share;
    }
    if (wave.choice === 'stores' && wave.storeUids.length === 0) errors.storeUids = t.errors.storesRequired;
    const soak = rangeError(wave.soakHours, 0, 720);
    if (soak) errors.soakHours = soak;
    const min = rangeError(wave.minSuccessPercent, 0, 100);
    if (min) errors.minSuccessPercent = min;
    const max = rangeError(wave.maxFailurePercent, 0, 100);
    if (max) errors.maxFailurePercent = max;
    const dayClose = rangeError(wave.minDayClosePercent, 0, 100);
    if (dayClose) errors.minDayClosePercent = dayClose;
    return Object.keys(errors).length > 0 ? errors : undefined;
  });
  return perWave.some(Boolean) ? { waves: perWave } : {};
}

/**
 * The register report's columns of a filter wave: those it was saved with (for a new one the user's
 * columns of the report), joined with the columns of the filters set, since the report lets a filter
 * count only when its column is among the columns.
 */
export function filterColumnsOf(wave: WaveValues, reportColumns: readonly string[]): string[] {
  const filterColumns = cashpointCatalogue.filters
    .filter((f) => (wave.filters[f.id] ?? '') !== '')
    .map((f) => f.columnId);
  return [...new Set([...(wave.columns ?? reportColumns), ...filterColumns])];
}

/** The report filter of a wave: its columns and the filters set. */
function filterOf(wave: WaveValues, reportColumns: readonly string[]): CashpointReportFilter {
  const filters = Object.fromEntries(Object.entries(wave.filters).filter(([, value]) => value !== ''));
  const columns = filterColumnsOf(wave, reportColumns);
  return { columns, ...(wave.warningsOnly ? { warningsOnly: true } : {}), filters };
}

/**
 * The waves as the save call takes them: only the chosen way of naming stores goes out, and the day
 * close threshold only for a register update (a store update has no such gate).
 */
export function wavePlans(
  values: PlanValues,
  reportColumns: readonly string[],
  kind: 'cashpoint' | 'store' = 'cashpoint',
): WavePlan[] {
  return values.waves.map((wave) => {
    const stores: Partial<WavePlan> =
      wave.choice === 'pilot'
        ? { pilot: true }
        : wave.choice === 'share'
          ? { sharePercent: numberOf(wave.sharePercent) }
          : wave.choice === 'stores'
            ? { storeUids: [...wave.storeUids] }
            : { filter: filterOf(wave, reportColumns) };
    return {
      name: wave.name.trim(),
      ...stores,
      soakHours: numberOf(wave.soakHours),
      minSuccessPercent: numberOf(wave.minSuccessPercent),
      maxFailurePercent: numberOf(wave.maxFailurePercent),
      ...(kind === 'cashpoint' ? { minDayClosePercent: numberOf(wave.minDayClosePercent) } : {}),
      requireApproval: wave.requireApproval,
    };
  });
}

const everyColumn = cashpointCatalogue.columns.filter((c) => !c.disabled).map((c) => c.id);

/** A saved plan's waves back in the form, to edit a draft. */
export function planValuesOf(waves: readonly WavePlan[]): PlanValues {
  return {
    waves: waves.map((plan, index) =>
      newWave(index + 1, {
        name: plan.name,
        choice: plan.pilot ? 'pilot' : plan.sharePercent !== undefined ? 'share' : plan.storeUids ? 'stores' : 'filter',
        sharePercent: plan.sharePercent !== undefined ? String(plan.sharePercent) : '100',
        storeUids: plan.storeUids ? [...plan.storeUids] : [],
        warningsOnly: plan.filter?.warningsOnly ?? false,
        filters: { ...(plan.filter?.filters ?? {}) },
        // A filter saved without columns counts every column.
        columns: plan.filter ? [...(plan.filter.columns ?? everyColumn)] : null,
        soakHours: String(plan.soakHours),
        minSuccessPercent: String(plan.minSuccessPercent),
        maxFailurePercent: String(plan.maxFailurePercent),
        minDayClosePercent: String(plan.minDayClosePercent ?? defaultDayClosePercent),
        requireApproval: plan.requireApproval,
      }),
    ),
  };
}
