import { fingerprintOf, type Change, type Sections, type Values } from './values';

/** The stored fingerprint of each section a target has reported. */
export type Fingerprints = Record<string, string>;

export const fingerprintsOf = (sections: Sections): Fingerprints =>
  Object.fromEntries(Object.entries(sections).map(([name, values]) => [name, fingerprintOf(values)]));

/** Whether every section a heartbeat carries has the fingerprint stored for it (then nothing changed). */
export function unchanged(reported: Fingerprints, stored: Fingerprints): boolean {
  return Object.entries(reported).every(([name, fingerprint]) => stored[name] === fingerprint);
}

/**
 * What a heartbeat changed: for each section it carries, every key whose value differs from the
 * stored one (a value no longer reported becomes null, a new one was null before); a section it
 * leaves out is unchanged. A section reported for the first time is a change too (a TSE plugged
 * in), but the first report of all (`before` null) is the target's baseline and changes nothing.
 * `after` is what the target has reported now, the stored sections with the carried ones replaced.
 */
export function diffSections(before: Sections | null, reported: Sections): { changes: Change[]; after: Sections } {
  const after: Sections = { ...before, ...reported };
  if (!before) return { changes: [], after };
  const changes: Change[] = [];
  for (const [name, values] of Object.entries(reported)) {
    const old = before[name] ?? {};
    const keys = [...new Set([...Object.keys(old), ...Object.keys(values)])].sort();
    for (const key of keys) {
      const was = old[key] ?? null;
      const is = values[key] ?? null;
      if (was !== is) changes.push({ key, old: was, new: is });
    }
  }
  return { changes, after };
}

/** A target's reported values as one map (the keys of its sections never overlap). */
export const flatten = (sections: Sections): Values => Object.assign({}, ...Object.values(sections)) as Values;

/** The values after the changes, in their order: what replaying the history forwards gives. */
export function replay(values: Values, changes: readonly Change[]): Values {
  const out = { ...values };
  for (const change of changes) {
    if (change.new === null) delete out[change.key];
    else out[change.key] = change.new;
  }
  return out;
}

/**
 * The span a target was offline before the heartbeat that arrives `now`: it was silent from its
 * previous heartbeat, or from when history began listening if that was later (before it no
 * heartbeat could arrive, as the alerts count it), and offline once that silence passed the limit.
 * Null when it never sent one or the silence stayed within the limit.
 */
export function offlineSpan(
  previousBeat: number | null,
  listeningSince: number,
  now: number,
  offlineAfterMs: number,
): { startedAt: number; endedAt: number } | null {
  if (previousBeat === null) return null;
  const silentFrom = Math.max(previousBeat, listeningSince);
  return now - silentFrom > offlineAfterMs ? { startedAt: silentFrom + offlineAfterMs, endedAt: now } : null;
}
