// The register and store reports. Their CSV writer serves the audit log's export too; the stores
// of a filtered register report are what a bulk calendar change can be applied to.

export {
  cashpointReportStoreIds,
  cashpointReportStoreIdsAt,
  cashpointReportUids,
  type CashpointReportSelection,
} from './reportKinds';
