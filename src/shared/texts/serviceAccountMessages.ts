/**
 * The server's German messages about service accounts ('Servicekonten'), beside serviceAccountForm's
 * field rules (src/shared/validation), which the SPA's dialog may share.
 */
export const serviceAccountMessages = {
  /** A name is unique among users and service accounts alike: it is the account's login. */
  nameTaken: 'Ein Benutzer oder Servicekonto mit diesem Namen existiert bereits.',
  /** Every service account answers to a person (four eyes compare persons): one without any creates none. */
  noOwner:
    'Ein Servicekonto ohne verantwortliche Person kann keine Servicekonten anlegen: jedes Servicekonto braucht eine Person, die es verantwortet.',
  fields: {
    name: 'Name',
    purpose: 'Zweck',
    role: 'Rolle',
  },
  nameFormat: (field: string) =>
    `"${field}" darf nur Kleinbuchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten und muss mit einem Buchstaben oder einer Ziffer beginnen`,
} as const;
