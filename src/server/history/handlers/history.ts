import type { Handlers } from '../../platform/types';

/** The history operations of the contract (operationId → function): HTTP only, each a thin call. */
export const historyHandlers = {} satisfies Partial<Handlers>;
