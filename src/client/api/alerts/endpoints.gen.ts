/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["alerts"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getAlerts: build.query<GetAlertsApiResponse, GetAlertsApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/alerts`,
          params: {
            contextId: queryArg.contextId,
            state: queryArg.state,
            kind: queryArg.kind,
            severity: queryArg.severity,
            sort: queryArg.sort,
            storeUid: queryArg.storeUid,
            cashpointUid: queryArg.cashpointUid,
            mine: queryArg.mine,
            owner: queryArg.owner,
            snoozed: queryArg.snoozed,
            uid: queryArg.uid,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["alerts"],
      }),
      getAlertStores: build.query<
        GetAlertStoresApiResponse,
        GetAlertStoresApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/alerts/stores`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["alerts"],
      }),
      acknowledgeAlert: build.mutation<
        AcknowledgeAlertApiResponse,
        AcknowledgeAlertApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/alerts/acknowledge`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["alerts"],
      }),
      assignAlert: build.mutation<AssignAlertApiResponse, AssignAlertApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/alerts/assign`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["alerts"],
      }),
      snoozeAlerts: build.mutation<SnoozeAlertsApiResponse, SnoozeAlertsApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/alerts/snooze`,
            method: "POST",
            body: queryArg.body,
          }),
          invalidatesTags: ["alerts"],
        },
      ),
      getMaintenance: build.query<
        GetMaintenanceApiResponse,
        GetMaintenanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/maintenance`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["alerts"],
      }),
      startMaintenance: build.mutation<
        StartMaintenanceApiResponse,
        StartMaintenanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/maintenance/save`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["alerts"],
      }),
      endMaintenance: build.mutation<
        EndMaintenanceApiResponse,
        EndMaintenanceApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/maintenance/end`,
          method: "POST",
          body: queryArg.body,
        }),
        invalidatesTags: ["alerts"],
      }),
      getAlertBefore: build.query<
        GetAlertBeforeApiResponse,
        GetAlertBeforeApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/alerts/${queryArg.uid}/before`,
        }),
        providesTags: ["alerts"],
      }),
      getAlertSettings: build.query<
        GetAlertSettingsApiResponse,
        GetAlertSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/alert-settings`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["alerts"],
      }),
      saveAlertSettings: build.mutation<
        SaveAlertSettingsApiResponse,
        SaveAlertSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/alert-settings/save`,
          method: "POST",
          body: queryArg.alertSettingsForm,
        }),
        invalidatesTags: ["alerts"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as alertsApi };
export type GetAlertsApiResponse =
  /** status 200 One page of alerts and how many match in all. */ {
    alerts: Alert[];
    total: number;
  };
export type GetAlertsApiArg = {
  /** Only alerts of this context (one the user sees); without it, of every context the user sees. */
  contextId?: ContextKey;
  /** open (open and acknowledged), closed, or all. */
  state?: "open" | "closed" | "all";
  kind?: AlertKind;
  /** Only alerts of this severity (as their context's settings give their kind now). */
  severity?: AlertSeverity;
  /** newest: not closed first, then the most recently opened; severity: not closed first, then critical before warning before info, then the most recently opened. */
  sort?: "newest" | "severity";
  /** Only alerts of this store (its own and its registers'), by uid; the store details' history. */
  storeUid?: UidString;
  /** Only alerts of this register, by uid; the register details' history. */
  cashpointUid?: UidString;
  /** 'Meine Alarme' (since 2.1.0): true, only the alerts the caller has taken over (their owner is the caller's name). */
  mine?: boolean;
  /** 'Alarme ohne Bearbeiter' (since 3.0.0): none, only the alerts nobody has taken over. */
  owner?: "none";
  /** Snoozed alerts (since 3.0.0, see `Alert.snooze`): show, listed like the others (the default); hide, left out; only, nothing but them. */
  snoozed?: "show" | "hide" | "only";
  /** Only this alert (the link of its mail opens it so): a page of one, or an empty page when the user does not see it. */
  uid?: string;
  page?: number;
  size?: number;
};
export type GetAlertStoresApiResponse =
  /** status 200 The distinct uids of the stores named by a not-closed alert of the context. */ {
    storeUids: string[];
  };
export type GetAlertStoresApiArg = {
  contextId: ContextKey;
};
export type AcknowledgeAlertApiResponse =
  /** status 200 The alert is acknowledged; with `uids`, every one not closed. */ AlertsChanged;
export type AcknowledgeAlertApiArg = {
  body: {
    uid?: UidString;
    uids?: AlertUids;
    comment: string;
  };
};
export type AssignAlertApiResponse =
  /** status 200 The alert is the caller's; with `uids`, every one not closed. */ AlertsChanged;
export type AssignAlertApiArg = {
  body: {
    uid?: UidString;
    uids?: AlertUids;
  };
};
export type SnoozeAlertsApiResponse =
  /** status 200 Every alert of the list that is not closed is snoozed. */ AlertsChanged;
export type SnoozeAlertsApiArg = {
  body: {
    uids: AlertUids;
    until: string;
    comment?: string;
  };
};
export type GetMaintenanceApiResponse =
  /** status 200 The maintenance now running in the context. */ {
    maintenance: Maintenance[];
  };
export type GetMaintenanceApiArg = {
  contextId: ContextKey;
};
export type StartMaintenanceApiResponse =
  /** status 200 The maintenance runs; its uid. */ {
    uid: string;
  };
export type StartMaintenanceApiArg = {
  body: {
    contextId: ContextKey;
    storeUid: UidString;
    cashpointUid?: UidString;
    /** When it ends; later than now. */
    until: string;
    reason: string;
  };
};
export type EndMaintenanceApiResponse =
  /** status 200 The maintenance is over. */ Ok;
export type EndMaintenanceApiArg = {
  body: {
    contextId: ContextKey;
    uid: UidString;
  };
};
export type GetAlertBeforeApiResponse =
  /** status 200 The changes and waves before the alert opened. */ AlertBefore;
export type GetAlertBeforeApiArg = {
  uid: string;
};
export type GetAlertSettingsApiResponse =
  /** status 200 The settings; a context never saved has the defaults. */ AlertSettings;
export type GetAlertSettingsApiArg = {
  contextId: ContextKey;
};
export type SaveAlertSettingsApiResponse = /** status 200 Done. */ Ok;
export type SaveAlertSettingsApiArg = {
  alertSettingsForm: AlertSettingsForm;
};
export type AlertKind =
  | "storeDown"
  | "cashpointOffline"
  | "installFailed"
  | "dayCloseMissing"
  | "serviceStopped"
  | "rolloutApproval"
  | "rolloutPaused"
  | "rolloutFinished"
  | "tseExpiring"
  | "tseFull"
  | "tseExportFailing"
  | "tseNotReady"
  | "tseSwapOverdue"
  | "peripheralDown"
  | "eftCutMissing"
  | "receiptsUnsent"
  | "masterDataMissing"
  | "notificationOverdue";
export type AlertSeverity = "critical" | "warning" | "info";
export type Alert = {
  uid: string;
  /** The context's key. */
  contextId: string;
  contextName: string;
  kind: AlertKind;
  severity: AlertSeverity;
  state: "open" | "acknowledged" | "closed";
  openedAt: string;
  /** When the checks last found the cause. */
  updatedAt: string;
  closedAt: string | null;
  storeId: string | null;
  storeUid: string | null;
  storeName: string | null;
  posId: string | null;
  cashpointUid: string | null;
  /** The rollout a rollout alert (rolloutApproval, rolloutPaused, rolloutFinished) is about; null for the others. */
  rolloutUid: string | null;
  /** What the kind names: the offline registers' count (storeDown), the update's file name (installFailed, rolloutFinished), the service's name (serviceStopped); for rolloutApproval the update's file name and, after a line break, the name of the wave that waits, for rolloutPaused the file name and, after a line break, the German pause reason; the devices that stop a register selling as kind:state pairs separated by ', ' (peripheralDown, e.g. printer:paperOut), the card terminal's id (eftCutMissing), the count of unsent receipts (receiptsUnsent). */
  detail: string | null;
  /** Name of the user who acknowledged it. */
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  comment: string | null;
  /** 'flattert' (since 2.1.0): the alert opened while its kind and subject flapped (more than 3 alerts of them closed within the hour before). Only its spell's first opening is notified, and none of its closings. */
  flapping?: boolean;
  /** Who took the alert over ('Übernehmen') and when; null while nobody has. */
  assignee: {
    name: string;
    at: string;
  } | null;
  /** The maintenance its store or register is in now (the alert is held, not notified, and shown greyed); null when none. */
  maintenance: {
    uid: string;
    until: string;
    reason: string;
  } | null;
  /** 'Stummgeschaltet' (since 3.0.0): until when an operator snoozed the alert, who and why. A snoozed alert is not notified (its notifications wait until the snooze ends) and the list leaves it out with `snoozed=hide`. The snooze ends at `until` by itself, and early when the alert's severity rises; null when the alert is not snoozed (or is closed). */
  snooze?: {
    until: string;
    /** Name of the user who snoozed it. */
    by: string;
    at: string;
    comment: string | null;
  } | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type UidString = string;
export type AlertsChanged = {
  ok: boolean;
  closedUids?: string[];
};
export type AlertUids = UidString[];
export type Maintenance = {
  uid: string;
  storeUid: string;
  storeId: string;
  cashpointUid: string | null;
  posId: string | null;
  reason: string;
  from: string;
  until: string;
  /** Name of the user who started it. */
  createdBy: string;
};
export type Ok = {
  ok: boolean;
};
export type AlertBefore = {
  alertUid: string;
  from: string;
  /** When the alert opened. */
  to: string;
  /** Newest first. */
  changes: {
    at: string;
    /** A register, or the store server. */
    targetKind: "cashpoint" | "store";
    storeId: string;
    posId: string | null;
    cashpointUid: string | null;
    key: string;
    old: string | null;
    new: string | null;
  }[];
  /** There were more than the 500 changes listed. */
  truncated: boolean;
  /** Oldest first. */
  waves: {
    rolloutUid: string;
    /** The update's file name. */
    updateName: string;
    waveName: string;
    storeId: string;
    at: string;
    event: "entered" | "rolledBack";
  }[];
};
export type AlertRule = {
  enabled: boolean;
  /** cashpointOffline: offline longer than this. */
  minutes?: number;
  /** dayCloseMissing: the time of day (HH:MM) by which the day close must be done. */
  time?: string;
};
export type AlertRules = {
  storeDown: AlertRule;
  cashpointOffline: AlertRule;
  installFailed: AlertRule;
  dayCloseMissing: AlertRule;
  serviceStopped: AlertRule;
  rolloutApproval: AlertRule;
  rolloutPaused: AlertRule;
  rolloutFinished: AlertRule;
  tseExpiring: AlertRule;
  tseFull: AlertRule;
  tseExportFailing: AlertRule;
  tseNotReady: AlertRule;
  tseSwapOverdue: AlertRule;
  peripheralDown: AlertRule;
  eftCutMissing: AlertRule;
  receiptsUnsent: AlertRule;
  masterDataMissing: AlertRule;
  notificationOverdue: AlertRule;
};
export type QuietHours = {
  enabled: boolean;
  from: string;
  to: string;
  days: number[];
  /** An IANA time zone, such as Europe/Berlin. */
  timeZone: string;
};
export type AlertWebhookFormat = "signedJson" | "slack" | "teams";
export type AlertSeverities = {
  storeDown: AlertSeverity;
  cashpointOffline: AlertSeverity;
  installFailed: AlertSeverity;
  dayCloseMissing: AlertSeverity;
  serviceStopped: AlertSeverity;
  rolloutApproval: AlertSeverity;
  rolloutPaused: AlertSeverity;
  rolloutFinished: AlertSeverity;
  tseExpiring: AlertSeverity;
  tseFull: AlertSeverity;
  tseExportFailing: AlertSeverity;
  tseNotReady: AlertSeverity;
  tseSwapOverdue: AlertSeverity;
  peripheralDown: AlertSeverity;
  eftCutMissing: AlertSeverity;
  receiptsUnsent: AlertSeverity;
  masterDataMissing: AlertSeverity;
  notificationOverdue: AlertSeverity;
};
export type AlertReminderPolicy = {
  repeatMinutes: number | null;
  escalateAfterMinutes: number | null;
};
export type AlertNotifyPolicy = {
  severities: AlertSeverities;
  reminders: {
    critical: AlertReminderPolicy;
    warning: AlertReminderPolicy;
    info: AlertReminderPolicy;
  };
  escalation: {
    recipients: string[];
    /** http(s) URL; null or empty: none. On the alert webhook's host (another Slack channel, say) it gets the alert webhook's format and signature; on any other host the console's JSON, unsigned (the context's secret belongs to the alert webhook's receiver). Masked like `webhookUrl` when its path carries a secret. */
    webhookUrl: string | null;
  };
  /** Whether critical alerts are told (and reminded) in quiet hours too. */
  criticalInQuietHours: boolean;
  massOutage: {
    enabled: boolean;
    sharePercent: number;
    minStores: number;
  };
};
export type AlertSettings = {
  contextId: ContextKey;
  rules: AlertRules;
  quietHours: QuietHours;
  recipients: string[];
  /** The webhook's address; one whose path or query carries a secret (Slack, Microsoft Teams, a long token, a query) comes masked, such as `https://hooks.slack.com/services/T0…/…`. Sent back unchanged in the form it keeps the stored address; only a new value replaces it. */
  webhookUrl: string | null;
  /** Whether `webhookUrl` is shown masked. */
  webhookUrlMasked: boolean;
  webhookFormat: AlertWebhookFormat;
  /** The secret itself is never sent back. */
  hasWebhookSecret: boolean;
  notify: AlertNotifyPolicy;
};
export type AlertSettingsForm = {
  contextId: ContextKey;
  rules: AlertRules;
  quietHours: QuietHours;
  recipients: string[];
  /** http(s) URL; null or empty: no webhook. The masked address the settings gave keeps the stored one. */
  webhookUrl: string | null;
  /** Missing keeps the stored format (signedJson for a context that never chose one). */
  webhookFormat?: AlertWebhookFormat;
  /** A new secret (at least 16 characters); missing or null keeps the one stored. */
  webhookSecret?: string | null;
  /** Missing keeps what is stored. */
  notify?: AlertNotifyPolicy;
};
export const {
  useGetAlertsQuery,
  useLazyGetAlertsQuery,
  useGetAlertStoresQuery,
  useLazyGetAlertStoresQuery,
  useAcknowledgeAlertMutation,
  useAssignAlertMutation,
  useSnoozeAlertsMutation,
  useGetMaintenanceQuery,
  useLazyGetMaintenanceQuery,
  useStartMaintenanceMutation,
  useEndMaintenanceMutation,
  useGetAlertBeforeQuery,
  useLazyGetAlertBeforeQuery,
  useGetAlertSettingsQuery,
  useLazyGetAlertSettingsQuery,
  useSaveAlertSettingsMutation,
} = injectedRtkApi;
