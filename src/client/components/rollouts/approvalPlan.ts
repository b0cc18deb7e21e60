import { rolloutStartTexts } from '../../../shared/texts/de/rolloutStart';

const t = rolloutStartTexts.rolloutStart.approvalPlan;

/** What the sentence needs of a wave: its place and whether its plan asks for an approval. */
export interface WaveApproval {
  number: number;
  requireApproval: boolean;
}

/**
 * Whether a wave waits for a second person before it starts (the server's rule, `approvalNeeded`):
 * when its plan asks for it, and a later wave also when the context starts no wave by itself. The
 * first wave without approval starts with 'Starten'.
 */
export const waitsForPerson = (wave: WaveApproval, autoAdvance: boolean): boolean =>
  wave.requireApproval || (wave.number > 1 && !autoAdvance);

/**
 * The plan's waits in words: which waves wait for a second person, and those that wait only because
 * the context's 'Wellen ohne Freigabepflicht starten automatisch' is off, so that a 'Nein' in a
 * wave's approval is never read as 'starts by itself' when it will not.
 */
export function approvalSentence(waves: readonly WaveApproval[], autoAdvance: boolean): string {
  const waiting = waves.filter((wave) => waitsForPerson(wave, autoAdvance)).map((wave) => wave.number);
  const byContext = waves.filter((wave) => wave.number > 1 && !wave.requireApproval && !autoAdvance);
  const parts = [waiting.length === 0 ? t.none : t.waiting(t.list(waiting))];
  if (waves[0] && !waves[0].requireApproval) parts.push(t.firstByStart);
  if (byContext.length > 0) parts.push(t.autoAdvanceOff(t.list(byContext.map((wave) => wave.number))));
  return parts.join(' ');
}
