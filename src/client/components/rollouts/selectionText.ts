import type { WavePlan } from '../../api/rollouts';
import { rolloutTexts } from '../../../shared/texts/de/rollouts';

const t = rolloutTexts.rollouts;

/** How a wave names its stores, as the plan said (the progress view's cards and the update's plan). */
export function selectionText(selection: WavePlan): string {
  if (selection.pilot) return t.selection.pilot;
  if (selection.sharePercent !== undefined) return t.selection.share(selection.sharePercent);
  if (selection.storeUids) return t.selection.stores(selection.storeUids.length);
  return t.selection.filter;
}

/** The day close gate's threshold of a wave whose plan names none: the server's (`gates.ts`). */
export const defaultDayClosePercent = 98;

/** A wave's day close threshold, as its gate judges it. */
export const dayCloseThreshold = (selection: WavePlan): number =>
  selection.minDayClosePercent ?? defaultDayClosePercent;
