import { token2FADigits } from '../../validation/limits';

// The own profile: password, two-factor set-up and the own login sessions.
export const profileTexts = {
  twoFactorSetup: {
    title: 'Zwei-Faktor-Authentisierung einrichten',
    scan: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein. Bestätigen Sie dann mit dem angezeigten Bestätigungscode.',
    qrAlt: 'QR-Code für die Authenticator-App',
    seed: 'Schlüssel',
    token: 'Bestätigungscode',
    tokenFormat: `"Bestätigungscode" muss aus ${token2FADigits} Ziffern bestehen`,
    verify: 'Bestätigen',
    loading: 'Schlüssel wird geladen …',
  },
  profile: {
    account: 'Benutzerkonto',
    login: 'Benutzername',
    name: 'Name',
    role: 'Rolle',
    passwordTitle: 'Passwort ändern',
    oldPassword: 'Altes Passwort',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Passwort wiederholen',
    savePassword: 'Passwort speichern',
    twoFactorTitle: 'Zwei-Faktor-Authentisierung',
    twoFactorToggle: 'Zwei-Faktor-Authentisierung verwenden',
    twoFactorOn: 'Bei der Anmeldung wird ein Bestätigungscode aus Ihrer Authenticator-App verlangt.',
    twoFactorOff: 'Die Anmeldung verlangt nur Benutzername und Passwort.',
  },
  // The profile's list of the own login sessions.
  sessions: {
    title: 'Sitzungen',
    intro:
      'Hier sind Sie angemeldet. Eine Änderung von Passwort oder Zwei-Faktor-Authentisierung meldet alle anderen Sitzungen ab.',
    current: 'Diese Sitzung',
    end: 'Abmelden',
    endLabel: (browser: string, address: string) => `Sitzung ${browser} (${address}) abmelden`,
    endCurrentLabel: (browser: string, address: string) => `Diese Sitzung ${browser} (${address}) abmelden`,
    browserOn: (browser: string, system: string) => `${browser} auf ${system}`,
    unknownBrowser: 'Unbekannter Browser',
    unknownAddress: 'unbekannt',
    address: 'Adresse',
    createdAt: 'Angemeldet',
    lastUsedAt: 'Zuletzt verwendet',
    ended: 'Die Sitzung wurde abgemeldet.',
    endFailed: 'Die Sitzung konnte nicht abgemeldet werden.',
    loadFailed: 'Die Sitzungen konnten nicht geladen werden.',
  },
} as const;
