// The reply shapes of history: its rows as the contract shows them.
import { isoTime } from '../platform/ids';
import type { WaveTouch } from './repository/beforeAlert';

/** A wave's name from its stored plan (the contract's WavePlan JSON). */
const waveName = (plan: string) => (JSON.parse(plan) as { name?: string }).name ?? '';

/**
 * The waves that took the store (entered) or rolled it back in the window, oldest first: one
 * entry per event, so a wave that did both shows both.
 */
export function waveEvents(touches: readonly WaveTouch[], storeId: string, from: number, to: number) {
  const within = (t: number | null): t is number => t !== null && t >= from && t <= to;
  const events = touches.flatMap((w) => {
    const base = { rolloutUid: w.rolloutUid, updateName: w.updateName, waveName: waveName(w.plan), storeId };
    return [
      ...(within(w.admittedAt) ? [{ ...base, ms: w.admittedAt, event: 'entered' as const }] : []),
      ...(within(w.rolledBackAt) ? [{ ...base, ms: w.rolledBackAt, event: 'rolledBack' as const }] : []),
    ];
  });
  return events.sort((a, b) => a.ms - b.ms).map(({ ms, ...e }) => ({ ...e, at: isoTime(ms)! }));
}
