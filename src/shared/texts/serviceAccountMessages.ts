/**
 * The server's German messages about service accounts ('Servicekonten'), beside serviceAccountForm's
 * field rules (src/shared/validation), which the SPA's dialog may share.
 */
export const serviceAccountMessages = {
  /** A name is unique among users and service accounts alike: it is the account's login. */
  nameTaken: 'Ein Benutzer oder Servicekonto mit diesem Namen existiert bereits.',
  fields: {
    name: 'Name',
    purpose: 'Zweck',
    role: 'Rolle',
  },
  nameFormat: (field: string) =>
    `"${field}" darf nur Kleinbuchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten und muss mit einem Buchstaben oder einer Ziffer beginnen`,
} as const;
