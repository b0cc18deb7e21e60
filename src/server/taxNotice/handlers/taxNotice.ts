import type { Handlers } from '../../platform/types';
import { changesHandlers } from './changes';

/** The taxNotice operations of the contract (operationId → function): HTTP only, each a thin call. */
export const taxNoticeHandlers = {
  ...changesHandlers,
} satisfies Partial<Handlers>;
