// The history area ('Verlauf', issue 53): one register's, store server's or store's timeline.
import { historyApi } from './endpoints.gen';

const history = historyApi.enhanceEndpoints({
  addTagTypes: ['timeline'],
  endpoints: {
    getTimeline: { providesTags: ['timeline'] },
  },
});
export const { useGetTimelineQuery, useLazyGetTimelineQuery } = history;
export type { Timeline, TimelineEvent, TimelineKind, GetTimelineApiArg } from './endpoints.gen';
