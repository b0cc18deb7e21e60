import type { Handlers } from '../types';
import { accountHandlers } from './account';
import { agentHeartbeatHandlers } from './agentHeartbeat';
import { agentUpdateHandlers } from './agentUpdates';
import { alertHandlers } from './alerts';
import { auditLogHandlers } from './auditLog';
import { cashpointHandlers } from './cashpoints';
import { contextHandlers } from './contexts';
import { healthHandlers } from './health';
import { homeHandlers } from './home';
import { ownSessionHandlers } from './ownSessions';
import { reportHandlers } from './reports';
import { sessionHandlers } from './session';
import { statisticsHandlers } from './statistics';
import { storeAgentHandlers } from './storeAgents';
import { twoFactorHandlers } from './twoFactor';
import { updateHandlers } from './updates';
import { userHandlers } from './users';

/** The groups as they are when no operationId is in two of them; otherwise a type naming the one that is. */
type Disjoint<Groups extends readonly object[], Seen extends PropertyKey = never> = Groups extends readonly [
  infer First extends object,
  ...infer Rest extends readonly object[],
]
  ? [Extract<keyof First, Seen>] extends [never]
    ? Disjoint<Rest, Seen | keyof First>
    : { handledTwice: Extract<keyof First, Seen> }
  : unknown;

/** Every group's handlers in one object type. */
type Merged<Groups extends readonly object[]> = IntersectionOf<Groups[number]>;
type IntersectionOf<Union> = (Union extends unknown ? (group: Union) => void : never) extends (
  group: infer Intersection,
) => void
  ? Intersection
  : never;

function merge<const Groups extends readonly object[]>(...groups: Groups & Disjoint<Groups>): Merged<Groups> {
  return Object.assign({}, ...groups) as Merged<Groups>;
}

/** One handler per operationId of the contract: the compiler refuses a missing, unknown or second one. */
export const handlers: Handlers = merge(
  sessionHandlers,
  homeHandlers,
  statisticsHandlers,
  cashpointHandlers,
  agentHeartbeatHandlers,
  storeAgentHandlers,
  updateHandlers,
  agentUpdateHandlers,
  userHandlers,
  accountHandlers,
  ownSessionHandlers,
  twoFactorHandlers,
  contextHandlers,
  reportHandlers,
  healthHandlers,
  auditLogHandlers,
  alertHandlers,
);
