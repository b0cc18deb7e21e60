// Alerts: checks, their notifications and settings. What others use of them.

export { openAlertCounts } from './repository/openCounts';
export { contextSeverities } from './severities';
export { alertNotificationsJob } from './notify/job';
export { closedAlertRetentionDays, deleteClosedAlertsBefore } from './repository/retention';
export { runAlertChecks } from './runChecks';
// The monthly TSE report (fiscal) goes to the alert recipients under the alerts' quiet hours and maintenance.
export { loadAlertSettings } from './settings';
export { quietUntil } from './quietHours';
export { runningMaintenance } from './repository/maintenance';
