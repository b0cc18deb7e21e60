import { profileTexts } from './texts/de/profile';

// A short, readable name for a User-Agent, such as "Chrome auf Linux". Browsers copy each other's
// tokens (every Chrome says "Safari", Edge and Opera say "Chrome"), so the more specific token is
// looked for first. Product and system names are names, not German text, and stay as they are.

const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function browserName(userAgent: string | null): string {
  const browser = (userAgent && firstMatch(userAgent, browsers)) ?? profileTexts.sessions.unknownBrowser;
  const system = userAgent ? firstMatch(userAgent, systems) : undefined;
  return system ? profileTexts.sessions.browserOn(browser, system) : browser;
}

/** A session as its user recognizes it, "Firefox auf Linux (192.0.2.7)": also its label in the audit log. */
export function sessionLabel(userAgent: string | null, address: string | null): string {
  return `${browserName(userAgent)} (${address ?? profileTexts.sessions.unknownAddress})`;
}
