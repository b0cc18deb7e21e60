// Alerts: checks, their notifications and settings. What others use of them.

export { openAlertCounts } from './repository/openCounts';
