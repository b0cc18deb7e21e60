// Updates (syncfiles): their files, targets and rollout state, and what the agents download.

export { deliverUpdateFile, sendUpdateFile } from './download';
export { updateFileDigest } from './digest';
export { updateStoreKey, updateRelativePath } from './files';
export {
  dueUpdatesQuery,
  installationBegun,
  reportOverStored,
  updatesToRemove,
  updatesToRemoveQuery,
} from './repository/agentUpdates';
export { heldBackTargetUids, heldBackTargetsOfStores, heldBackTargetsPerStore } from './repository/heldBack';
export { findAgentTarget, findSyncfile } from './repository/lookup';
export { INSTALLED, contextCounts, targetStatesSql } from './repository/rollout';
export { type SyncfileJson, syncfileJson } from './syncfiles';
export { currentVersionsSql } from './repository/currentVersions';
export { rolloutTargetUids } from './repository/rolloutTargets';
export { type AgentTarget } from './repository/lookup';
export {
  checkedTargetStoreRowIds,
  setUpdateActive,
  setUpdateReleaseDate,
  updateByUid,
} from './repository/rolloutUpdate';
export { recordUpdateEvent } from './updateEvents';
export { checkStorage, orphanMinAgeMs, type StorageCheck } from './storageCheck';
