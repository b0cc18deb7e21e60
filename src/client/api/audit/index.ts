// The audit area. Every change the console makes writes an entry, so the list is asked afresh on
// each visit and filter change and kept for a short while only; the CSV is fetched by the browser
// as a link.
import { auditApi } from './endpoints.gen';

const audit = auditApi.enhanceEndpoints({
  endpoints: { getAuditLog: { keepUnusedDataFor: 0 } },
});
export const { useGetAuditLogQuery } = audit;
export type { AuditEntry, AuditChange, AuditAction, GetAuditLogApiArg as AuditLogArgs } from './endpoints.gen';
