// The German texts the server writes for rollouts: the plan's and the actions' refusals, the reasons
// a gate paused a rollout for, and the notifications' wording. The SPA shows them as they come.

/** The refusals of the rollout API (plan checks, actions not allowed in the rollout's state). */
export const rolloutRefusals = {
  // Helper A: the plan's checks and the actions' refusals.
} as const;

/** Why a gate paused a rollout: the pause reason the detail and the notifications show. */
export const gatePauseReasons = {
  // Helper B: one per gate kind.
} as const;
