import * as yup from 'yup';
import { storeIdRule } from '../../shared/validation/fleetFields';
import { contextRules, customerType, hashSecretRuleFor } from '../../shared/validation/contextForm';
import { ruleTest, textSchema } from './textSchema';

describe('textSchema', () => {
  it('fails with the shared rule message and checks the trimmed value', () => {
    const schema = textSchema(storeIdRule);
    expect(() => schema.validateSync('47a')).toThrow('Fehlerhafte Filialnummer (nur Zahlen erlaubt)');
    expect(() => schema.validateSync(undefined)).toThrow('"Filialnummer" ist ein Pflichtfeld');
    expect(schema.validateSync(' 4711 ')).toBe('4711');
  });

  it('picks a rule from the other fields', () => {
    const schema = yup.object({
      type: yup.number(),
      key: textSchema(contextRules.key),
      hashSecret: yup.string().test(ruleTest((form) => hashSecretRuleFor(form.type as number))),
    });
    expect(() => schema.validateSync({ type: customerType, key: 'KEY', hashSecret: 'kurz' })).toThrow(
      '"Hash-Secret" muss mindestens 10 Zeichen haben',
    );
    expect(schema.validateSync({ type: 1, key: 'KEY', hashSecret: 'kurz' }).hashSecret).toBe('kurz');
    // Five characters (ten UTF-16 units) are too short for the form as for the server.
    expect(() => schema.validateSync({ type: customerType, key: 'KEY', hashSecret: '😀'.repeat(5) })).toThrow(
      '"Hash-Secret" muss mindestens 10 Zeichen haben',
    );
  });
});
