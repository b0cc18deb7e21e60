// taxNotice: the notification to the tax office under § 146a (4) AO (issue 52): the master data, the
// changes to report with their deadlines, the reports. Other capabilities use only what is exported here.
export { detectFiscalChanges } from './changes';
// The fleet's delete endpoints keep the fiscal record and record the change to report.
export { registerDecommissioned, storeDecommissioned, type Decommission } from './decommission';
// The reminder 7 days before a store's deadline, a job of the leading instance.
export { notificationReminderJob } from './jobs';
