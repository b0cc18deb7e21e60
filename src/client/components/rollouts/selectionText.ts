import type { WavePlan } from '../../api/rollouts';
import { texts } from '../../../shared/texts/de';

const t = texts.rollouts;

/** How a wave names its stores, as the plan said (the progress view's cards and the update's plan). */
export function selectionText(selection: WavePlan): string {
  if (selection.pilot) return t.selection.pilot;
  if (selection.sharePercent !== undefined) return t.selection.share(selection.sharePercent);
  if (selection.storeUids) return t.selection.stores(selection.storeUids.length);
  return t.selection.filter;
}
