// Webhook addresses that carry their secret in the path or the query (Slack's and Teams' incoming
// webhooks, Power Automate workflows, Discord, any long token) grant whoever reads them the right to
// post. They leave the server only masked — in the settings' reply and in the audit log — and a
// form that sends the masked value back keeps the stored address: only a new value replaces it.

/** The mark of what is left out. A URL typed with it in is a masked one edited, never a real one. */
export const maskMark = '…';

// Hosts whose webhook paths are the secret, whatever they look like.
const secretHosts = [
  /^hooks\.slack\.com$/,
  /(^|\.)webhook\.office\.com$/,
  /^outlook\.office(365)?\.com$/,
  /\.logic\.azure\.com$/,
  /\.powerplatform\.com$/,
  /^(ptb\.|canary\.)?discord(app)?\.com$/,
];

/** A path segment that looks like a key: long, letters and digits mixed, no word breaks. */
function looksLikeToken(segment: string): boolean {
  return segment.length >= 20 && /[0-9]/.test(segment) && /[A-Za-z]/.test(segment) && /^[\w%.=+~@-]+$/.test(segment);
}

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

/** Whether the address's path or query (or a user in it) may be a secret. */
export function carriesSecret(url: string): boolean {
  const u = parsed(url);
  if (!u) return false;
  return (
    secretHosts.some((host) => host.test(u.hostname)) ||
    u.search !== '' ||
    u.username !== '' ||
    u.password !== '' ||
    u.pathname.split('/').some(looksLikeToken)
  );
}

/**
 * The address as it may be shown: scheme, host and the first path segment (unless it is a token),
 * then two characters of the next and `…` for the rest (`https://hooks.slack.com/services/T0…/…`).
 * An address without a secret comes back as it is; null stays null.
 */
export function maskedWebhookUrl(url: string | null): string | null {
  if (url === null || !carriesSecret(url)) return url;
  const u = parsed(url)!;
  const segments = u.pathname.split('/').filter(Boolean);
  const kept = segments.length > 0 && !looksLikeToken(segments[0]) ? [segments.shift()!] : [];
  const next = segments.shift();
  const shown = [
    ...kept,
    ...(next === undefined ? [] : [`${next.slice(0, 2)}${maskMark}`]),
    ...(segments.length > 0 ? [maskMark] : []),
  ];
  return `${u.protocol}//${u.host}/${shown.join('/')}${u.search ? `?${maskMark}` : ''}`;
}

/** The settings' reply's address: masked when it carries a secret, and whether it is. */
export function shownWebhookUrl(url: string | null): { webhookUrl: string | null; webhookUrlMasked: boolean } {
  const shown = maskedWebhookUrl(url);
  return { webhookUrl: shown, webhookUrlMasked: shown !== url };
}

/**
 * The address to store from the form: the stored one when the form sent its masked value back,
 * otherwise the form's own (null for none).
 */
export function webhookUrlFromForm(formUrl: string | null, stored: string | null): string | null {
  if (formUrl === null) return null;
  return stored !== null && formUrl === maskedWebhookUrl(stored) ? stored : formUrl;
}

/** Whether a form's address is a masked one edited (it holds the mask's mark): it cannot be sent to. */
export function isEditedMask(formUrl: string): boolean {
  return formUrl.includes(maskMark) || formUrl.includes(encodeURIComponent(maskMark));
}
