import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQueryWithReplyHandling } from './replyHandling';

// The one createApi of the SPA; generated *.gen.ts files inject their endpoints into it and
// index.ts adds tag relations. Paths in openapi.yaml are absolute (/api/frontend/...).
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReplyHandling,
  endpoints: () => ({}),
});
