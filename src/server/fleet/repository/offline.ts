/**
 * Whether a target with this last heartbeat counts as offline: it never sent one, or its last one
 * is older than the configured limit.
 */
export function isOffline(lastHeartbeat: number | null | undefined, now: number, offlineAfterSeconds: number): boolean {
  return (
    lastHeartbeat === null || lastHeartbeat === undefined || now - Number(lastHeartbeat) > offlineAfterSeconds * 1000
  );
}
