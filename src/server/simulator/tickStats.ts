/** What one round of the simulator did, for its log line and the tests. */
export interface TickStats {
  heartbeats: number;
  silent: number;
  installsStarted: number;
  installed: number;
  failed: number;
  removed: number;
  /** Update checks left out because the server's notBefore has not come yet. */
  waiting: number;
  /** Due-update checks answered 304: the agent's last answer holds. */
  dueUnchanged: number;
  errors: number;
  /** Remote actions started, ended well, failed, and refused for a signature that did not hold. */
  actionsStarted: number;
  actionsSucceeded: number;
  actionsFailed: number;
  actionsRefused: number;
}

export const newStats = (): TickStats => ({
  heartbeats: 0,
  silent: 0,
  installsStarted: 0,
  installed: 0,
  failed: 0,
  removed: 0,
  waiting: 0,
  dueUnchanged: 0,
  errors: 0,
  actionsStarted: 0,
  actionsSucceeded: 0,
  actionsFailed: 0,
  actionsRefused: 0,
});
