// The alerts area. The generated tags suffice: acknowledging refreshes the alert lists; the open
// counts of home and the store marks do not change by it (an acknowledged alert is still open).
import { alertsApi } from './endpoints.gen';

export const {
  useGetAlertsQuery,
  useGetAlertStoresQuery,
  useAcknowledgeAlertMutation,
  useGetAlertSettingsQuery,
  useSaveAlertSettingsMutation,
  useAssignAlertMutation,
  useSnoozeAlertsMutation,
  useGetMaintenanceQuery,
  useStartMaintenanceMutation,
  useEndMaintenanceMutation,
  useGetAlertBeforeQuery,
} = alertsApi;
export type {
  Alert,
  AlertBefore,
  AlertKind,
  AlertRule,
  AlertRules,
  AlertSettings,
  AlertSettingsForm,
  AlertWebhookFormat,
  GetAlertsApiArg,
  Maintenance,
} from './endpoints.gen';
