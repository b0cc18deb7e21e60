import { columnFilterNameRule } from './columnFilter';
import { contextFormProblems } from './contextForm';
import { posIdRule, storeIdRule, storeNameRule } from './fleetFields';
import { passwordChangeProblems } from './passwordChange';
import { textProblem, type TextRule } from './textRule';
import { token2FARule } from './twoFactor';
import { updateFormProblems } from './updateForm';
import { userFormProblems } from './userForm';

// The messages the forms show and the server answers, from the one set of rules both use.

const validUser = {
  login: 'mmuster',
  lastName: 'Muster',
  firstName: 'Max',
  email: 'max@example.com',
  role: 'r1',
  password: 'geheim123',
};

describe('the user form', () => {
  it('names every missing field of a new user, in the form order', () => {
    expect(userFormProblems({ login: ' ', lastName: '', firstName: '', email: '', role: '' }, true)).toEqual([
      '"Benutzername" ist ein Pflichtfeld',
      '"Nachname" ist ein Pflichtfeld',
      '"Vorname" ist ein Pflichtfeld',
      '"Rolle" ist ein Pflichtfeld',
      '"Passwort" ist ein Pflichtfeld',
    ]);
  });

  it('keeps the password of an edited user when none is given, and checks one that is', () => {
    expect(userFormProblems({ ...validUser, password: null }, false)).toEqual([]);
    expect(userFormProblems({ ...validUser, password: '' }, false)).toEqual([]);
    expect(userFormProblems({ ...validUser, password: 'kurz' }, false)).toEqual([
      '"Passwort" muss mindestens 8 Zeichen haben',
    ]);
  });

  it('checks lengths after trimming and the e-mail only when given', () => {
    expect(userFormProblems({ ...validUser, login: ' ab ', email: 'keine-adresse' }, true)).toEqual([
      '"Benutzername" muss mindestens 3 Zeichen haben',
      '"E-Mail" muss eine gültige E-Mailadresse sein',
    ]);
    expect(userFormProblems({ ...validUser, email: '  ' }, true)).toEqual([]);
    expect(userFormProblems({ ...validUser, lastName: 'x'.repeat(101) }, true)).toEqual([
      '"Nachname" darf maximal 100 Zeichen haben',
    ]);
  });
});

describe('the context form', () => {
  const context = { key: 'NORD', name: 'Nordmarkt', type: 2, hashSecret: 'geheimnis-123' };

  it('requires a long enough hashSecret only for a customer context', () => {
    expect(contextFormProblems(context)).toEqual([]);
    expect(contextFormProblems({ ...context, hashSecret: 'kurz' })).toEqual([
      '"Hash-Secret" muss mindestens 10 Zeichen haben',
    ]);
    expect(contextFormProblems({ ...context, hashSecret: null })).toEqual(['"Hash-Secret" ist ein Pflichtfeld']);
    expect(contextFormProblems({ ...context, type: 1, hashSecret: null })).toEqual([]);
  });

  it('requires key and name of at least two characters', () => {
    expect(contextFormProblems({ ...context, key: 'N', name: '  ' })).toEqual([
      '"Schlüssel" muss mindestens 2 Zeichen haben',
      '"Name" ist ein Pflichtfeld',
    ]);
  });
});

describe('the password change', () => {
  it('compares the repetition only once it is long enough', () => {
    const form = { oldPassword: 'alt', newPassword: 'neues-passwort', newPasswordRepeated: 'anderes-passwort' };
    expect(passwordChangeProblems(form)).toEqual(['"Passwort wiederholen" muss mit "Neues Passwort" übereinstimmen']);
    expect(passwordChangeProblems({ ...form, newPasswordRepeated: 'kurz' })).toEqual([
      '"Passwort wiederholen" muss mindestens 8 Zeichen haben',
    ]);
    expect(passwordChangeProblems({ ...form, newPasswordRepeated: form.newPassword })).toEqual([]);
    expect(passwordChangeProblems({ oldPassword: '', newPassword: '', newPasswordRepeated: '' })).toEqual([
      '"Altes Passwort" ist ein Pflichtfeld',
      '"Neues Passwort" ist ein Pflichtfeld',
      '"Passwort wiederholen" ist ein Pflichtfeld',
    ]);
  });
});

describe('the update form', () => {
  it('names the fields by label on the page and by property in a reply', () => {
    const long = { tag: 'x'.repeat(51), comment: 'x'.repeat(256) };
    expect(updateFormProblems(long, 'label')).toEqual([
      '"Tag" darf maximal 50 Zeichen haben',
      '"Kommentar" darf maximal 255 Zeichen haben',
    ]);
    expect(updateFormProblems(long, 'property')).toEqual([
      '"tag" darf maximal 50 Zeichen haben',
      '"comment" darf maximal 255 Zeichen haben',
    ]);
    expect(updateFormProblems({ tag: '  ', comment: undefined }, 'property')).toEqual(['"tag" ist ein Pflichtfeld']);
  });
});

describe('single fields', () => {
  const cases: [TextRule, string, string | undefined][] = [
    [storeIdRule, ' 4711 ', undefined],
    [storeIdRule, '47a', 'Fehlerhafte Filialnummer (nur Zahlen erlaubt)'],
    [storeIdRule, '1'.repeat(13), '"Filialnummer" darf maximal 12 Zeichen haben'],
    [posIdRule, '', '"Kassennummer" ist ein Pflichtfeld'],
    [posIdRule, '-3', 'Fehlerhafte Kassennummer (nur Zahlen erlaubt)'],
    [storeNameRule, '   ', '"Filialname" ist ein Pflichtfeld'],
    [storeNameRule, 'x'.repeat(101), '"Filialname" darf maximal 100 Zeichen haben'],
    [token2FARule, '', '"Bestätigungscode" ist ein Pflichtfeld'],
    [token2FARule, '12345', '"Bestätigungscode" muss aus 6 Ziffern bestehen'],
    [token2FARule, '123456', undefined],
    [columnFilterNameRule, ' ', 'Bitte einen gütligen Namen eingeben!'],
    [columnFilterNameRule, 'x'.repeat(101), '"Name" darf maximal 100 Zeichen haben'],
  ];
  it.each(cases.map(([rule, value, message]) => [rule.label, value, message, rule] as const))(
    '%s %j gives %j',
    (_label, value, message, rule) => {
      expect(textProblem(rule, value)).toBe(message);
    },
  );

  it('counts characters, not UTF-16 units, as the contract does', () => {
    // '😀' is one character but two UTF-16 units.
    expect(textProblem(storeNameRule, '😀'.repeat(100))).toBeUndefined();
    expect(textProblem(storeNameRule, '😀'.repeat(101))).toBe('"Filialname" darf maximal 100 Zeichen haben');
    expect(userFormProblems({ ...validUser, password: '😀'.repeat(4) }, true)).toEqual([
      '"Passwort" muss mindestens 8 Zeichen haben',
    ]);
    expect(userFormProblems({ ...validUser, password: '😀'.repeat(8) }, true)).toEqual([]);
  });

  it('names a field as the caller asks', () => {
    expect(textProblem(storeNameRule, ' ', 'name')).toBe('"name" ist ein Pflichtfeld');
  });
});
