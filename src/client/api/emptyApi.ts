import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReplyHandling } from './replyHandling';

// The one createApi of the SPA (the store mounts its reducer and middleware); each area's generated
// <area>/endpoints.gen.ts injects its endpoints into it and the area's index.ts adds tag relations.
// Paths in openapi.yaml are absolute (/api/frontend/...).
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReplyHandling,
  endpoints: () => ({}),
});
