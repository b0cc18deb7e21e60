import { messages } from '../../shared/texts/serverMessages';
import { rules } from '../security/rules';
import type { Handlers } from '../types';
import { agentHeartbeatHandlers } from './agentHeartbeat';
import { agentUpdateHandlers } from './agentUpdates';
import { cashpointHandlers } from './cashpoints';
import { contextHandlers } from './contexts';
import { homeHandlers } from './home';
import { reportHandlers } from './reports';
import { sessionHandlers } from './session';
import { statisticsHandlers } from './statistics';
import { storeAgentHandlers } from './storeAgents';
import { updateHandlers } from './updates';
import { userHandlers } from './users';

const implemented: Handlers = {
  ...sessionHandlers,
  ...homeHandlers,
  ...statisticsHandlers,
  ...cashpointHandlers,
  ...agentHeartbeatHandlers,
  ...storeAgentHandlers,
  ...updateHandlers,
  ...agentUpdateHandlers,
  ...userHandlers,
  ...contextHandlers,
  ...reportHandlers,
};

/**
 * One handler per operationId. Operations whose feature has not landed yet still pass the full
 * guard (session, rights, context) and then answer 501, so the contract's routes all exist.
 */
export function serviceHandlers(): Handlers {
  const handlers: Handlers = {};
  for (const operationId of Object.keys(rules)) {
    handlers[operationId] =
      implemented[operationId] ??
      (async (_request, reply) => reply.status(501).send({ message: messages.notImplemented }));
  }
  return handlers;
}
