import type { Handlers } from '../types';

// Alerts and their settings. (Being built: the list, acknowledgement and settings come next.)
export const alertHandlers = {
  async getAlerts() {
    return { alerts: [], total: 0 };
  },
  async acknowledgeAlert() {
    return { ok: true };
  },
  async getAlertSettings(_request, reply) {
    return reply.status(404).send({ message: 'Nicht gefunden' });
  },
  async saveAlertSettings() {
    return { ok: true };
  },
} satisfies Partial<Handlers>;
