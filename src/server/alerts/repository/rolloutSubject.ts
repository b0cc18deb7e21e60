// A rollout alert names its rollout, not a store: its subject is `rollout:<uid>` (uids hold no colon).

export const rolloutSubjectPrefix = 'rollout:';

/** The rollout a rollout alert's subject names, or null for a subject of another kind. */
export function rolloutUidOf(subject: string): string | null {
  return subject.startsWith(rolloutSubjectPrefix) ? subject.slice(rolloutSubjectPrefix.length) : null;
}
