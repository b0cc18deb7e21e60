import type { Handlers } from '../../platform/types';

/** The fiscal operations of the contract (operationId → function): HTTP only, each a thin call. */
export const fiscalHandlers = {} satisfies Partial<Handlers>;
