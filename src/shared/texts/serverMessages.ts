import { texts } from './de';

/**
 * Every German message the server sends, in one place. The field messages of its form checks are
 * the SPA's (`texts.fields`, used through src/shared/validation).
 */
export const messages = {
  unauthorized: 'Nicht angemeldet.',
  forbidden: 'Sie haben nicht genügend Zugriffsrechte.',
  notFound: 'Nicht gefunden.',
  internal: 'Es ist ein Fehler aufgetreten. Bitte wenden Sie sich an den Administrator.',
  badRequest: 'Ungültige Anfrage',
  missingBody: 'Ungültige Anfrage: Der Inhalt fehlt.',
  invalidJson: 'Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.',
  unsupportedMediaType: 'Ungültige Anfrage: Dieser Inhaltstyp wird nicht unterstützt.',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  tooManyRequests: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
  crossOrigin: 'Anfrage von fremder Herkunft abgelehnt.',
  // Requests the router or Node's HTTP parser refuses before any operation sees them.
  methodNotAllowed: 'Diese Methode ist für diese Adresse nicht erlaubt.',
  pathParameterTooLong: 'Ungültige Anfrage: Ein Pfadparameter ist zu lang.',
  badUrl: 'Ungültige Anfrage: Die Adresse ist ungültig.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu groß.',
  requestTimeout: 'Die Anfrage hat zu lange gedauert.',
  wrongCredentials: 'Benutzername oder Passwort ist falsch.',
  lockedOut: 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten erneut.',
  missing2FAToken: 'Bitte geben Sie den Bestätigungscode ein.',
  wrong2FAToken: 'Der Bestätigungscode ist ungültig.',
  agentUnauthorized: 'Signatur ungültig oder abgelaufen.',
  storeExists: 'Filiale existiert bereits',
  cashpointExists: 'Kasse existiert bereits',
  // Updates (upload, order, targets) and their agent API.
  uploadNoFile: 'Bitte Upload-Datei auswählen',
  uploadOneFileOnly: 'Es darf nur eine Datei hochgeladen werden.',
  uploadTooLarge: 'Die Datei ist zu groß.',
  uploadAborted: 'Der Upload wurde abgebrochen.',
  uploadBroken: 'Ungültige Anfrage: Der Upload ist fehlerhaft.',
  uploadFilenameInvalid: 'Ungültiger Dateiname: keine Pfadangaben und kein Punkt am Anfang erlaubt.',
  updateExists: 'Ein Update mit diesem Dateinamen existiert bereits.',
  updateAtTop: 'Das Update steht bereits an oberster Stelle.',
  updateAtBottom: 'Das Update steht bereits an unterster Stelle.',
  // An update with a rollout: its status and archiving are the rollout's to change (409).
  updateHasRolloutPlan: 'Das Update hat einen Rollout-Plan: starten Sie ihn im Reiter Rollout.',
  updateRollingOut: 'Das Update wird gerade ausgerollt: halten Sie den Rollout an oder brechen Sie ihn ab.',
  updateUnknownTargets: 'Diese Ziele gehören nicht zum Kontext:',
  rangeNotSatisfiable: 'Der angeforderte Bereich liegt außerhalb der Datei.',
  // Users, profile, 2FA and contexts (administration).
  userExists: 'Benutzername existiert bereits.',
  userDeleteSelf: 'Sie können Ihr eigenes Benutzerkonto nicht löschen.',
  unknownRole: 'Die Rolle existiert nicht.',
  unknownContexts: 'Diese Kontexte existieren nicht:',
  seedNotVerified: 'Der Zwei-Faktor-Schlüssel wurde nicht mit einem Bestätigungscode bestätigt.',
  passwordSaved: 'Neues Passwort wurde gespeichert.',
  oldPasswordWrong: 'Das alte Passwort ist falsch.',
  unknownChecks: 'Diese Checks gibt es nicht:',
  contextExists: (value: string) => `${value} existiert bereits!`,
  // The audit log's list and export.
  auditFromAfterTo: 'Ungültige Anfrage: Das Von-Datum liegt nach dem Bis-Datum.',
  // The reports filtered to a rollout's stores ('in Welle 2').
  reportWaveWithoutRollout: 'Ungültige Anfrage: "wave" gilt nur zusammen mit "rollout".',
  reportRolloutUnknown: 'Kein Rollout dieses Kontexts hat diese Kennung.',
  // Alerts: acknowledging one that has closed in the meantime.
  alertClosed: 'Der Alarm ist bereits geschlossen und kann nicht mehr bestätigt werden.',
  alertWebhookNewHost:
    'Die Webhook-URL zeigt auf einen anderen Host: Bitte ein neues Webhook-Secret eingeben, damit das bisherige nicht an ihn geht',
  alertWebhookPrivate:
    'Die Webhook-URL darf nicht auf localhost oder eine interne Adresse (z. B. 127.0.0.1, 10.x, 192.168.x) zeigen',
  // The command line that creates the first administrator.
  adminPrompt: (label: string) => `${label}: `,
  adminPasswordPrompt: (label: string, min: number) => `${label} (mindestens ${min} Zeichen): `,
  /** The description of the administrator role, which holds every right. */
  adminRoleDescription: 'Alle Rechte',
  adminCreated: (login: string) => `Administrator "${login}" wurde angelegt.`,
  // Agent API: an installation report dated ahead of the server's clock (the part after "Ungültige Anfrage: ").
  reportedAtInFuture: (minutes: number) => `"reportedAt" liegt mehr als ${minutes} Minuten in der Zukunft`,
  // The Prometheus metrics (/metrics), read with the bearer token of METRICS_TOKEN.
  metricsUnauthorized: 'Für die Metriken ist das Bearer-Token aus METRICS_TOKEN erforderlich.',
  // Readiness (/readyz): why an instance should get no requests now.
  notReadyShuttingDown: 'Die Instanz wird beendet und nimmt keine neuen Anfragen an.',
  notReadyDatabaseUnreachable: 'Die Datenbank ist nicht erreichbar.',
  notReadyMigrationsPending: 'Die Datenbank ist noch nicht auf dem Stand dieser Version.',
} as const;

/** German wording for the JSON-schema keywords ajv reports. */
export function describeValidationError(
  e: { instancePath?: string; keyword: string; params: Record<string, unknown>; message?: string },
  part?: string,
): string {
  const field =
    (e.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') ||
    (typeof e.params.missingProperty === 'string' ? e.params.missingProperty : '') ||
    part ||
    'Anfrage';
  switch (e.keyword) {
    case 'required':
      return texts.fields.required(String(e.params.missingProperty));
    case 'minLength':
      return texts.fields.min(field, Number(e.params.limit));
    case 'maxLength':
      return texts.fields.max(field, Number(e.params.limit));
    case 'type':
      return `"${field}" hat den falschen Typ (erwartet: ${String(e.params.type)})`;
    case 'enum':
      return `"${field}" hat einen unzulässigen Wert`;
    case 'pattern':
    case 'format':
      return `"${field}" hat ein ungültiges Format`;
    case 'additionalProperties':
      return `"${String(e.params.additionalProperty)}" ist nicht erlaubt`;
    case 'minimum':
    case 'maximum':
      return `"${field}" liegt außerhalb des erlaubten Bereichs`;
    case 'maxItems':
      return `"${field}" hat zu viele Einträge`;
    default:
      return `"${field}" ist ungültig`;
  }
}
