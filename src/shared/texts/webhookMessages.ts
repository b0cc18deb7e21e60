import type { components } from '../generated/contract';

// The German texts the server writes for event webhooks: the subscription form's refusals and the
// event types as the audit log names them.

type WebhookEventType = components['schemas']['WebhookEventType'];

/** The refusals of saving a subscription (400; 404 for an unknown one is the common message). */
export const webhookMessages = {
  urlInvalid: 'Die Webhook-URL muss eine vollständige Adresse mit http:// oder https:// sein.',
  urlPrivate:
    'Die Webhook-URL darf nicht auf localhost oder eine interne Adresse (z. B. 127.0.0.1, 10.x, 192.168.x) zeigen.',
  urlCredentials: 'Die Webhook-URL darf keinen Benutzernamen und kein Passwort enthalten.',
  secretRequired:
    'Ein neuer Webhook braucht ein Secret (mindestens 16 Zeichen), mit dem seine Anfragen signiert werden.',
  secretBlank: 'Das Secret darf nicht nur aus Leerzeichen bestehen.',
  newHost:
    'Die Webhook-URL zeigt auf einen anderen Host: Bitte ein neues Secret eingeben, damit das bisherige nicht an ihn geht.',
  eventsEmpty: 'Wählen Sie mindestens ein Ereignis, das der Webhook erhalten soll.',
  eventsTwice: 'Jedes Ereignis darf nur einmal gewählt werden.',
  tooMany: (limit: number) => `Ein Kontext kann höchstens ${limit} Webhooks haben.`,
};

/** Each event type in German (audit log, and for the SPA's list of events). */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  updateUploaded: 'Update hochgeladen',
  updateStatusChanged: 'Update-Status geändert',
  updateArchived: 'Update archiviert',
  rolloutWaveStarted: 'Rollout-Welle gestartet',
  rolloutPaused: 'Rollout angehalten',
  rolloutWaitingForApproval: 'Rollout wartet auf Freigabe',
  rolloutFinished: 'Rollout abgeschlossen',
  alertOpened: 'Alarm ausgelöst',
  alertClosed: 'Alarm beendet',
  storeCreated: 'Filiale angelegt',
  storeDeleted: 'Filiale gelöscht',
  actionRequested: 'Aktion angefordert',
  actionFinished: 'Aktion abgeschlossen',
};
