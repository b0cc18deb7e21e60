// Alerts: checks, their notifications and settings. What others use of them.

export { openAlertCounts } from './repository/openCounts';
export { contextSeverities } from './severities';
export { alertNotificationsJob } from './notify/job';
export { closedAlertRetentionDays, deleteClosedAlertsBefore } from './repository/retention';
export { runAlertChecks } from './runChecks';
