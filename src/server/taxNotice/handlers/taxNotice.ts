import type { Handlers } from '../../platform/types';

/** The taxNotice operations of the contract (operationId → function): HTTP only, each a thin call. */
export const taxNoticeHandlers = {} satisfies Partial<Handlers>;
