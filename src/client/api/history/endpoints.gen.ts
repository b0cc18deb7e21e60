/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["history"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getTimeline: build.query<GetTimelineApiResponse, GetTimelineApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/timeline`,
          params: {
            contextId: queryArg.contextId,
            cashpointUid: queryArg.cashpointUid,
            storeAgentUid: queryArg.storeAgentUid,
            storeUid: queryArg.storeUid,
            from: queryArg["from"],
            to: queryArg.to,
            kinds: queryArg.kinds,
            before: queryArg.before,
            size: queryArg.size,
          },
        }),
        providesTags: ["history"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as historyApi };
export type GetTimelineApiResponse =
  /** status 200 One page of the timeline, newest first, and what is coming. */ Timeline;
export type GetTimelineApiArg = {
  contextId: ContextKey;
  cashpointUid?: UidString;
  storeAgentUid?: UidString;
  storeUid?: UidString;
  /** The oldest time shown (ISO); default 90 days before `to`. */
  from?: string;
  /** The newest time shown (ISO); default now. */
  to?: string;
  /** Only these kinds, comma-separated (`TimelineKind`); default all. */
  kinds?: string;
  /** Only events before this time (the previous page's `next`). */
  before?: string;
  /** Events per page (default 50, at most 500; more is 400). */
  size?: number;
};
export type TimelineKind =
  | "connection"
  | "version"
  | "change"
  | "tse"
  | "alert"
  | "audit"
  | "action"
  | "rollout"
  | "maintenance";
export type TimelineEvent = {
  at: string;
  kind: TimelineKind;
  /** What happened, in German (for a changed value its key). */
  title: string;
  /** More of it in German (a log, a comment); null when none. */
  detail: string | null;
  /** A changed value before (null: not reported or no value change). */
  before: string | null;
  /** A changed value after (null: no longer reported or no value change). */
  after: string | null;
  /** The register it concerns; null for the store or its store server. */
  posId: string | null;
  /** A page of the console that shows more (a path with its query); null when none. */
  link: string | null;
};
export type Timeline = {
  events: TimelineEvent[];
  upcoming: TimelineEvent[];
  /** The `before` of the next older page; null on the last. */
  next: string | null;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export type UidString = string;
export const { useGetTimelineQuery, useLazyGetTimelineQuery } = injectedRtkApi;
