// The German outcome of a webhook try as the delivery logs show it (alert webhooks and event
// webhooks alike). A system's own error text (a Node error code) is kept after the German words,
// since it is what an administrator searches for.

export const deliveryDetails = {
  status: (status: number) => `HTTP ${status}`,
  refusedPrivate: (host: string) =>
    `Abgelehnt: ${host} ist eine private Adresse (ALERT_WEBHOOK_ALLOW_PRIVATE ist nicht gesetzt)`,
  refusedResolvesPrivate: (host: string, address: string) =>
    `Abgelehnt: ${host} verweist auf die private Adresse ${address} (ALERT_WEBHOOK_ALLOW_PRIVATE ist nicht gesetzt)`,
  noAddress: (host: string) => `Keine Adresse für ${host} gefunden`,
  timeout: (seconds: number) => `Keine Antwort innerhalb von ${seconds.toLocaleString('de-DE')} s`,
  failed: (error: string) => `Verbindungsfehler: ${error}`,
};
