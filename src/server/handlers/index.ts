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
import { accountHandlers } from './account';
import { twoFactorHandlers } from './twoFactor';

/** One handler per operationId of the contract; the compiler refuses a missing or unknown one. */
export const handlers: Handlers = {
  ...sessionHandlers,
  ...homeHandlers,
  ...statisticsHandlers,
  ...cashpointHandlers,
  ...agentHeartbeatHandlers,
  ...storeAgentHandlers,
  ...updateHandlers,
  ...agentUpdateHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...twoFactorHandlers,
  ...contextHandlers,
  ...reportHandlers,
};
