// The register and store reports. Their CSV writer serves the audit log's export too.

export { sendCsvLines } from './csvExport';
