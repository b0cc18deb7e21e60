import type { Handlers } from '../../platform/types';
import { reportHandlers } from './report';

/** The taxNotice operations of the contract (operationId → function): HTTP only, each a thin call. */
export const taxNoticeHandlers = { ...reportHandlers } satisfies Partial<Handlers>;
