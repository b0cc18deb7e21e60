// The demo's rollouts (issue 29): one running, one waiting for approval, one paused by a gate.

/**
 * The version the demo plays as bad: the simulator fails this share of its installs (also when
 * tried again), which paused its rollout at the failure ceiling.
 */
export const demoBadVersions = [{ contextKey: 'SUEDKAUF', filename: 'kasse-5.14.0.zip', failureShare: 0.6 }] as const;
