// Alerts: checks, their notifications and settings. What others use of them.

export { type AlertDeliveryConfig, parseAlertDelivery } from './notify/deliveryConfig';
export { openAlertCounts } from './repository/openCounts';
