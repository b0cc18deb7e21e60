import type { Handlers } from '../../platform/types';
import { actionHandlers } from './actions';
import { planHandlers } from './plans';

// The rollout API: HTTP only; the plan's checks, the transitions and the evaluation do the work.

export const rolloutHandlers = { ...planHandlers, ...actionHandlers } satisfies Partial<Handlers>;
