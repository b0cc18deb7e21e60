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
export type AcknowledgeAlertApiResponse = /** status 200 Done. */ Ok;
export type AcknowledgeAlertApiArg = {
  body: {
    uid: UidString;
    comment: string;
  };
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
  | "rolloutFinished";
export type Alert = {
  uid: string;
  /** The context's key. */
  contextId: string;
  contextName: string;
  kind: AlertKind;
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
  /** What the kind names: the offline registers' count (storeDown), the update's file name (installFailed, rolloutFinished), the service's name (serviceStopped); for rolloutApproval the update's file name and, after a line break, the name of the wave that waits, for rolloutPaused the file name and, after a line break, the German pause reason. */
  detail: string | null;
  /** Name of the user who acknowledged it. */
  acknowledgedBy: string | null;
  acknowledgedAt: string | null;
  comment: string | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type Ok = {
  ok: boolean;
};
export type UidString = string;
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
};
export const {
  useGetAlertsQuery,
  useLazyGetAlertsQuery,
  useGetAlertStoresQuery,
  useLazyGetAlertStoresQuery,
  useAcknowledgeAlertMutation,
  useGetAlertSettingsQuery,
  useLazyGetAlertSettingsQuery,
  useSaveAlertSettingsMutation,
} = injectedRtkApi;
