// The search area: the command palette's search (issue 54). Its replies are kept a minute: the
// palette asks as one types, and going back to a term asks no second time.
import { searchApi } from './endpoints.gen';

const search = searchApi.enhanceEndpoints({
  endpoints: { search: { keepUnusedDataFor: 60 } },
});

export const { useSearchQuery } = search;
export type { SearchResult } from './endpoints.gen';
