/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["live"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      getLiveEvents: build.query<GetLiveEventsApiResponse, GetLiveEventsApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/frontend/events`,
            headers: {
              "Last-Event-ID": queryArg["Last-Event-ID"],
            },
            params: {
              contextId: queryArg.contextId,
            },
          }),
          providesTags: ["live"],
        },
      ),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as liveApi };
export type GetLiveEventsApiResponse =
  /** status 200 The stream; each `data` line is a `LiveEvent`. */ string;
export type GetLiveEventsApiArg = {
  contextId: ContextKey;
  /** The `id` of the last event received; the stream resumes after it. */
  "Last-Event-ID"?: string;
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export type ContextKey = string;
export const { useGetLiveEventsQuery, useLazyGetLiveEventsQuery } =
  injectedRtkApi;
