/* Generated from openapi.yaml by `npm run codegen`. Do not edit. */
import { emptyApi as api } from '../emptyApi';
export const addTagTypes = ["search"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      search: build.query<SearchApiResponse, SearchApiArg>({
        query: (queryArg) => ({
          url: `/api/frontend/search`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["search"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as searchApi };
export type SearchApiResponse =
  /** status 200 The matches, best first. */ SearchResults;
export type SearchApiArg = {
  /** The term; 1 to 200 characters, trimmed. */
  q: string;
  /** How many results at most (1 to 50). */
  limit?: number;
};
export type SearchResult = {
  kind:
    | "context"
    | "store"
    | "cashpoint"
    | "storeAgent"
    | "update"
    | "rollout"
    | "alert"
    | "user";
  title: string;
  subtitle: string;
  /** The key of the result's context; null for a user. */
  contextId: string | null;
  /** The SPA's path of the page that shows the result selected. */
  link: string;
};
export type SearchResults = {
  results: SearchResult[];
};
export type ErrorReply = {
  message: string;
  missing2FAToken?: boolean;
  value?: string;
};
export const { useSearchQuery, useLazySearchQuery } = injectedRtkApi;
