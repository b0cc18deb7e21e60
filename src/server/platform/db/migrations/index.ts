import type { Kysely } from 'kysely';
import * as initialSchema from './0001-initial-schema';
import * as checksPerColumn from './0002-checks-per-column';
import * as changeMarks from './0003-change-marks';
import * as agentReplay from './0004-agent-replay';
import * as loginFailureAddress from './0005-login-failure-address';
import * as sessionDetails from './0006-session-details';
import * as rateLimits from './0007-rate-limits';
import * as verifiedSeeds from './0008-verified-seeds';
import * as alerts from './0009-alerts';
import * as auditLog from './0010-audit-log';
import * as auditSearchText from './0011-audit-search-text';
import * as storeCalendar from './0012-store-calendar';
import * as rollouts from './0013-rollouts';
import * as apiTokensWebhooks from './0014-api-tokens-webhooks';
import * as agentOfferVersions from './0015-agent-offer-versions';
import * as updateFileDigest from './0016-update-file-digest';
import * as alertCheckFacts from './0017-alert-check-facts';
import * as customRoles from './0018-custom-roles';
import * as sso from './0019-sso';
import * as alertOwnership from './0020-alert-ownership';
import * as auditMaskedWebhookUrls from './0021-audit-masked-webhook-urls';
import * as storeTargetCounts from './0022-store-target-counts';
import * as offerVersionsPerStatement from './0023-offer-versions-per-statement';
import * as loginsUniqueIgnoringCase from './0024-logins-unique-ignoring-case';
import * as rolloutGateOverrides from './0025-rollout-gate-overrides';
import * as alertChecksFirstRun from './0026-alert-checks-first-run';
import * as alertFlapping from './0027-alert-flapping';
import * as alertSnooze from './0028-alert-snooze';
import * as remoteActions from './0029-remote-actions';
import * as fiscalTses from './0030-fiscal-tses';
import * as tseReportMails from './0031-tse-report-mails';
import * as tseReportMarks from './0032-tse-report-marks';
import * as alertsOpenKind from './0033-alerts-open-kind';
import * as actionTargetIndexes from './0034-action-target-indexes';
import * as storeHealth from './0035-store-health';
import * as storeHealthReportMarks from './0036-store-health-report-marks';
import * as fiscalNotifications from './0037-fiscal-notifications';
import * as fiscalChangeMarks from './0038-fiscal-change-marks';
import * as storeHealthFactIndexes from './0039-store-health-fact-indexes';
import * as alertRunIndexes from './0040-alert-run-indexes';
import * as history from './0041-history';
import * as fleetHistory from './0042-fleet-history';
import * as historySince from './0043-history-since';
import * as timelineIndexes from './0044-timeline-indexes';
import * as historyOfflineDays from './0045-history-offline-days';
import * as searchHostnames from './0046-search-hostnames';
import * as liveEvents from './0047-live-events';

/** One frozen migration: the name kysely_migration records for it, and what it does. */
export interface FrozenMigration {
  readonly name: string;
  up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void>;
}

/**
 * Every migration, in the order of its file number, which is the order they run in: Kysely runs
 * pending migrations sorted by name, so each name sorts after the one before (migrate.test.ts
 * checks both). Add a migration as the next file and append it here.
 */
export const migrations: readonly FrozenMigration[] = [
  initialSchema,
  checksPerColumn,
  changeMarks,
  agentReplay,
  loginFailureAddress,
  sessionDetails,
  rateLimits,
  verifiedSeeds,
  alerts,
  auditLog,
  auditSearchText,
  storeCalendar,
  rollouts,
  apiTokensWebhooks,
  agentOfferVersions,
  updateFileDigest,
  alertCheckFacts,
  customRoles,
  sso,
  alertOwnership,
  auditMaskedWebhookUrls,
  storeTargetCounts,
  offerVersionsPerStatement,
  loginsUniqueIgnoringCase,
  rolloutGateOverrides,
  alertChecksFirstRun,
  alertFlapping,
  alertSnooze,
  remoteActions,
  fiscalTses,
  tseReportMails,
  tseReportMarks,
  alertsOpenKind,
  actionTargetIndexes,
  storeHealth,
  storeHealthReportMarks,
  fiscalNotifications,
  fiscalChangeMarks,
  storeHealthFactIndexes,
  alertRunIndexes,
  history,
  fleetHistory,
  historySince,
  timelineIndexes,
  historyOfflineDays,
  searchHostnames,
  liveEvents,
];
