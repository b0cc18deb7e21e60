// The limits of a context's alert settings, stated once for the settings tab's form and the
// server's check; openapi.yaml (AlertRule, QuietHours, AlertSettingsForm) states the same numbers.

/** A time of day as HH:MM, 00:00 to 23:59. */
export const timeOfDayPattern = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

/** A mail address as the user form checks one: something@something.tld without blanks. */
export const alertEmailPattern = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** A webhook is called over HTTP or HTTPS only. */
export const webhookUrlPattern = '^https?://[^\\s/?#]+[^\\s]*$';

export const alertLimits = {
  /** Register offline longer than this many minutes. */
  minutes: { min: 1, max: 1440 },
  recipients: { maxItems: 20, maxLength: 254 },
  webhookUrl: { maxLength: 2000 },
  /** A new webhook secret; shorter ones are too easy to guess. */
  webhookSecret: { minLength: 16, maxLength: 200 },
  timeZone: { maxLength: 64 },
} as const;
