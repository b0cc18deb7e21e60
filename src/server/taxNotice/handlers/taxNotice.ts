import type { Handlers } from '../../platform/types';
import { changesHandlers } from './changes';
import { masterDataHandlers } from './masterData';
import { registersCsvHandlers } from './registersCsv';
import { reportHandlers } from './report';

/** The taxNotice operations of the contract (operationId → function): HTTP only, each a thin call. */
export const taxNoticeHandlers = {
  ...masterDataHandlers,
  ...registersCsvHandlers,
  ...changesHandlers,
  ...reportHandlers,
} satisfies Partial<Handlers>;
