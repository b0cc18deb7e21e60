import type { Handlers } from '../../platform/types';
import { notFound } from '../../platform/http/replies';
import { actionKindInfos } from '../views';

// The operator's operations of remote actions (operationId → function): HTTP only, each a thin call.
// The foundation answers the catalogue; the rest follows (404 until then).

const pending = async (_request: unknown, reply: Parameters<Handlers['getAction']>[1]) => notFound(reply);

export const actionsHandlers = {
  getActionKinds: async () => ({ kinds: actionKindInfos() }),
  previewAction: pending,
  requestAction: pending,
  getActions: pending,
  getActionHistory: pending,
  getAction: pending,
  approveAction: pending,
  cancelAction: pending,
  retryFailedActions: pending,
} satisfies Partial<Handlers>;
