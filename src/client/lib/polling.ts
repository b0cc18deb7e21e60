/** How often a page that shows live fleet data asks the server again while it is open. */
export const pollingIntervalMs = 60_000;

/**
 * The page 'Rollouts' asks this often while it is open: with the rollouts' job every
 * ROLLOUT_ADVANCE_SECONDS (10 s by default), a step of the job shows within 15 s.
 */
export const rolloutPollingMs = 5_000;

/**
 * While the live stream of the context shown is up (issue 54), its events refresh the cache, so the
 * pages ask again only this often: a safety net for an event lost on the way.
 */
export const safetyPollingMs = 300_000;
