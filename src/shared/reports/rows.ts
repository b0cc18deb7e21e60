import type { components } from '../generated/contract';

// The rows of both reports as the contract (openapi.yaml) states them, from its generated types: a
// field a column reads must be in the contract first.

export type ReportTimestamp = components['schemas']['ReportTimestamp'];
export type CashpointReportRow = components['schemas']['CashpointReportRow'];
export type StoreReportRow = components['schemas']['StoreReportRow'];
