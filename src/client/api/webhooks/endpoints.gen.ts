/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["webhooks"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getWebhooks: build.query<GetWebhooksApiResponse, GetWebhooksApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/webhooks`,
          params: {
            contextId: queryArg.contextId,
          },
        }),
        providesTags: ["webhooks"],
      }),
      saveWebhook: build.mutation<SaveWebhookApiResponse, SaveWebhookApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/webhooks/save`,
          method: "POST",
          body: queryArg.webhookForm,
        }),
        invalidatesTags: ["webhooks"],
      }),
      deleteWebhook: build.mutation<
        DeleteWebhookApiResponse,
        DeleteWebhookApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/webhooks/${queryArg.uid}/delete`,
          method: "POST",
          body: queryArg.contextAction,
        }),
        invalidatesTags: ["webhooks"],
      }),
      getWebhookDeliveries: build.query<
        GetWebhookDeliveriesApiResponse,
        GetWebhookDeliveriesApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/webhooks/deliveries`,
          params: {
            contextId: queryArg.contextId,
            webhookUid: queryArg.webhookUid,
            page: queryArg.page,
            size: queryArg.size,
          },
        }),
        providesTags: ["webhooks"],
      }),
      resendWebhookDelivery: build.mutation<
        ResendWebhookDeliveryApiResponse,
        ResendWebhookDeliveryApiArg
      >({
        query: (queryArg) => ({
          url: `/api/frontend/webhooks/deliveries/${queryArg.uid}/resend`,
          method: "POST",
          body: queryArg.contextAction,
        }),
        invalidatesTags: ["webhooks"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as webhooksApi };
export type GetWebhooksApiResponse =
  /** status 200 The subscriptions, by URL. */ {
    webhooks: WebhookSubscription[];
  };
export type GetWebhooksApiArg = {
  contextId: ContextKey;
};
export type SaveWebhookApiResponse =
  /** status 200 Saved; the uid of the created or updated object. */ {
    uid: string;
  };
export type SaveWebhookApiArg = {
  webhookForm: WebhookForm;
};
export type DeleteWebhookApiResponse = /** status 200 Done. */ Ok;
export type DeleteWebhookApiArg = {
  uid: UidString;
  contextAction: ContextAction;
};
export type GetWebhookDeliveriesApiResponse =
  /** status 200 One page of deliveries and how many there are in all. */ {
    deliveries: WebhookDelivery[];
    total: number;
  };
export type GetWebhookDeliveriesApiArg = {
  contextId: ContextKey;
  webhookUid?: UidString;
  page?: number;
  size?: number;
};
export type ResendWebhookDeliveryApiResponse = /** status 200 Done. */ Ok;
export type ResendWebhookDeliveryApiArg = {
  uid: UidString;
  contextAction: ContextAction;
};
export type WebhookEventType =
  | "updateUploaded"
  | "updateStatusChanged"
  | "updateArchived"
  | "rolloutWaveStarted"
  | "rolloutPaused"
  | "rolloutWaitingForApproval"
  | "rolloutFinished"
  | "alertOpened"
  | "alertClosed"
  | "storeCreated"
  | "storeDeleted"
  | "actionRequested"
  | "actionFinished";
export type WebhookDeliveryState =
  ("pending" | "delivered" | "failed" | null) | null;
export type WebhookSubscription = {
  uid: string;
  /** Masked when its path or query carries a secret (`https://hooks.slack.com/services/T0…/…`), as the alert webhook's. */
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  secretSet: boolean;
  createdAt: string;
  lastDelivery: WebhookDeliveryState;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type WebhookForm = {
  contextId: ContextKey;
  uid?: string | null;
  /** http(s) URL; private addresses only where the server allows them (as for alert webhooks). The masked address the list gave keeps the stored one. */
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** The HMAC secret of X-Signature; required for a new subscription, kept when left out. */
  secret?: string | null;
};
export type Ok = {
  ok: boolean;
};
export type UidString = string;
export type ContextAction = {
  contextId: ContextKey;
};
export type UpdateEvent = {
  id: string;
  type: "updateUploaded" | "updateStatusChanged" | "updateArchived";
  occurredAt: string;
  /** The context's key. */
  contextId: string;
  update: {
    uid: string;
    /** A register or a STORE update. */
    kind: "cashpoint" | "store";
    tag: string;
    fileName: string;
    /** Its status now as the console shows it (Neu, Test/Labor, Aktiv, Gelöscht); for updateArchived 'Archiviert'. */
    status: string;
    /** For updateStatusChanged: the status before; null for the other types. */
    previousStatus: string | null;
  };
};
export type RolloutEvent = {
  id: string;
  type:
    | "rolloutWaveStarted"
    | "rolloutPaused"
    | "rolloutWaitingForApproval"
    | "rolloutFinished";
  occurredAt: string;
  contextId: string;
  rollout: {
    uid: string;
    updateUid: string;
    updateTag: string;
    /** The rollout's state after the event (RolloutState). */
    state: string;
  };
  /** The wave (1-based) started, paused in, or waiting for approval. */
  wave: number | null;
  /** Why it paused (the gate that stopped it, or the operator's reason). */
  reason: string | null;
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
export type AlertEvent = {
  id: string;
  type: "alertOpened" | "alertClosed";
  occurredAt: string;
  contextId: string;
  alert: {
    uid: string;
    kind: AlertKind;
    /** The alert's German line, as the console shows it. */
    subject: string;
    storeUid: string | null;
    storeId: string | null;
    openedAt: string;
    closedAt: string | null;
  };
};
export type StoreEvent = {
  id: string;
  type: "storeCreated" | "storeDeleted";
  occurredAt: string;
  contextId: string;
  store: {
    uid: string;
    storeId: string;
    name: string | null;
  };
};
export type ActionKind =
  | "restartService"
  | "restartPos"
  | "reboot"
  | "ntpResync"
  | "reloadMasterData"
  | "dayClose"
  | "eftCut"
  | "collectLogs";
export type ActionRequestState =
  "waitingForApproval" | "active" | "finished" | "cancelled";
export type ActionEvent = {
  id: string;
  type: "actionRequested" | "actionFinished";
  occurredAt: string;
  contextId: string;
  action: {
    uid: string;
    kind: ActionKind;
    state: ActionRequestState;
    requestedBy: string;
    emergencyReason: string | null;
    targets: number;
    /** For actionFinished: the end states of its targets; for actionRequested all 0. */
    counts: {
      succeeded: number;
      failed: number;
      expired: number;
      cancelled: number;
    };
  };
};
export type WebhookEvent =
  | ({
      type: "updateUploaded";
    } & UpdateEvent)
  | ({
      type: "updateStatusChanged";
    } & UpdateEvent)
  | ({
      type: "updateArchived";
    } & UpdateEvent)
  | ({
      type: "rolloutWaveStarted";
    } & RolloutEvent)
  | ({
      type: "rolloutPaused";
    } & RolloutEvent)
  | ({
      type: "rolloutWaitingForApproval";
    } & RolloutEvent)
  | ({
      type: "rolloutFinished";
    } & RolloutEvent)
  | ({
      type: "alertOpened";
    } & AlertEvent)
  | ({
      type: "alertClosed";
    } & AlertEvent)
  | ({
      type: "storeCreated";
    } & StoreEvent)
  | ({
      type: "storeDeleted";
    } & StoreEvent)
  | ({
      type: "actionRequested";
    } & ActionEvent)
  | ({
      type: "actionFinished";
    } & ActionEvent);
export type WebhookDelivery = {
  uid: string;
  webhookUid: string;
  /** Masked as in the subscription list. */
  url: string;
  eventId: string;
  eventType: WebhookEventType;
  state: "pending" | "delivered" | "failed";
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** The last try's outcome: HTTP status or error. */
  detail: string | null;
  payload: WebhookEvent;
};
export const {
  useGetWebhooksQuery,
  useLazyGetWebhooksQuery,
  useSaveWebhookMutation,
  useDeleteWebhookMutation,
  useGetWebhookDeliveriesQuery,
  useLazyGetWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
} = injectedRtkApi;
