import type { Handlers } from '../../platform/types';

// The rollout API: HTTP only; the plan's checks, the transitions and the evaluation do the work.
// (Stubs of the base; helper A implements them.)

const notYet = () => {
  throw new Error('not implemented yet');
};

export const rolloutHandlers = {
  getRollouts: notYet,
  getRolloutsAwaitingApproval: notYet,
  saveRollout: notYet,
  getRollout: notYet,
  getRolloutStores: notYet,
  startRollout: notYet,
  approveRollout: notYet,
  pauseRollout: notYet,
  resumeRollout: notYet,
  cancelRollout: notYet,
  rollbackRollout: notYet,
  includeRolloutStores: notYet,
  getRolloutSettings: notYet,
  saveRolloutSettings: notYet,
} satisfies Partial<Handlers>;
