import type { Handlers } from './platform/types';
import { accountHandlers } from './accounts/handlers/account';
import { actionsHandlers } from './actions/handlers/actions';
import { agentActionHandlers } from './actions/handlers/agent';
import { agentHeartbeatHandlers } from './agent/handlers/heartbeat';
import { agentUpdateHandlers } from './agent/handlers/updates';
import { alertHandlers } from './alerts/handlers/alerts';
import { maintenanceHandlers } from './alerts/handlers/maintenance';
import { auditLogHandlers } from './audit/handlers/auditLog';
import { calendarHandlers } from './calendar/handlers/calendar';
import { bulkHandlers as calendarBulkHandlers } from './calendar/handlers/bulk';
import { cashpointReportStoreIds } from './reports';
import { cashpointHandlers } from './fleet/handlers/cashpoints';
import { fiscalHandlers } from './fiscal/handlers/fiscal';
import { contextHandlers } from './contexts/handlers/contexts';
import { healthHandlers } from './platform/health/handlers';
import { homeHandlers } from './home/handlers/home';
import { ownSessionHandlers } from './accounts/handlers/ownSessions';
import { reportHandlers } from './reports/handlers/reports';
import { rolloutHandlers } from './rollouts/handlers/rollouts';
import { sessionHandlers } from './accounts/handlers/session';
import { statisticsHandlers } from './statistics/handlers/statistics';
import { fleetHistoryHandlers } from './fleetHistory/handlers/fleetHistory';
import { storeAgentHandlers } from './fleet/handlers/storeAgents';
import { twoFactorHandlers } from './accounts/handlers/twoFactor';
import { updateHandlers } from './updates/handlers/updates';
import { userHandlers } from './accounts/handlers/users';
import { roleHandlers } from './accounts/handlers/roles';
import { previewHandlers } from './accounts/handlers/preview';
import { waitingHandlers } from './fleet/handlers/waiting';
import { tokenHandlers } from './tokens/handlers/tokens';
import { serviceAccountHandlers } from './tokens/handlers/serviceAccounts';
import { userTokenHandlers } from './tokens/handlers/userTokens';
import { webhookHandlers } from './webhooks/handlers/webhooks';
import { ssoLoginHandlers } from './sso/handlers/login';
import { ssoMappingHandlers } from './sso/handlers/mappings';
import { storeHealthHandlers } from './storeHealth/handlers/storeHealth';
import { historyHandlers } from './history/handlers/history';
import { taxNoticeHandlers } from './taxNotice/handlers/taxNotice';
import { compareHandlers } from './history/handlers/compare';
import { beforeAlertHandlers } from './history/handlers/before';
import { searchHandlers } from './search/handlers/search';
import { liveHandlers } from './live/handlers/events';

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
  fleetHistoryHandlers,
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
  rolloutHandlers,
  healthHandlers,
  auditLogHandlers,
  alertHandlers,
  maintenanceHandlers,
  calendarHandlers,
  // The bulk change picks stores by a register report's filter: the reports lie above the calendar.
  calendarBulkHandlers(cashpointReportStoreIds),
  waitingHandlers,
  tokenHandlers,
  serviceAccountHandlers,
  userTokenHandlers,
  webhookHandlers,
  ssoLoginHandlers,
  ssoMappingHandlers,
  roleHandlers,
  previewHandlers,
  actionsHandlers,
  agentActionHandlers,
  fiscalHandlers,
  taxNoticeHandlers,
  storeHealthHandlers,
  compareHandlers,
  beforeAlertHandlers,
  historyHandlers,
  searchHandlers,
  liveHandlers,
);
