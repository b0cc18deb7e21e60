// The German texts the server writes about API tokens: why a bearer call is refused (401) and why a
// token's form is refused (400). The SPA shows them as they come.

/** A bearer call's 401: the token itself is the reason, so the message names what is wrong with it. */
export const tokenRefusals = {
  invalid: 'Das API-Token ist ungültig.',
  expired: 'Das API-Token ist abgelaufen.',
  revoked: 'Das API-Token wurde widerrufen.',
  holderLocked: 'Das Benutzerkonto dieses API-Tokens ist gesperrt.',
};

/** The token form's checks (400). */
export const tokenFormProblems = {
  nameEmpty: 'Das Token braucht einen Namen.',
  unknownRights: (rights: string) => `Diese Rechte gibt es nicht: ${rights}`,
  rightsNotHeld: (rights: string) => `Diese Rechte hat der Inhaber des Tokens nicht: ${rights}`,
  contextsNotVisible: (keys: string) => `Diese Kontexte sieht der Inhaber des Tokens nicht: ${keys}`,
  /** A call made with a token limited to some contexts cannot hand out every context. */
  allContextsBeyondCaller:
    'Ein Token, das nur einige Kontexte sieht, kann kein Token für alle Kontexte erstellen: wählen Sie die Kontexte.',
  tooLong: (days: number) => `Ein Token gilt höchstens ${days} Tage.`,
  neverOnlyForServiceAccounts: 'Nur Tokens von Servicekonten dürfen ohne Ablaufdatum gelten.',
  /** A token made with a token must not outlive it: revoking a leaked token would not end its offspring. */
  beyondCallerExpiry: (until: string) =>
    `Ein mit einem API-Token erstelltes Token darf nicht länger gelten als dieses (bis ${until}).`,
};
