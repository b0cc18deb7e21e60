import * as yup from 'yup';
import {
  berlinDay,
  registerProblems,
  storeAddressProblems,
  taxpayerProblems,
  type FieldProblem,
  type RegisterInput,
  type StoreAddressInput,
  type TaxpayerInput,
} from '../../../shared/taxNotice/masterData';

// The forms' yup schemas, made of the shared rules the server checks again: each field shows the
// first problem the rules find for it, in the server's German words.

function fieldRule<Values>(field: string, problemsOf: (values: Values) => FieldProblem[]) {
  return yup
    .string()
    .nullable()
    .test(field, function check() {
      const problem = problemsOf(this.parent as Values).find((p) => p.field === field);
      return problem ? this.createError({ message: problem.message }) : true;
    });
}

const schemaOf = <Values>(fields: readonly string[], problemsOf: (values: Values) => FieldProblem[]) =>
  yup.object(Object.fromEntries(fields.map((field) => [field, fieldRule(field, problemsOf)])));

export const taxpayerSchema = schemaOf<TaxpayerInput>(['name', 'taxNumber', 'taxOffice'], taxpayerProblems);

export const storeAddressSchema = schemaOf<StoreAddressInput>(['street', 'postalCode', 'city'], storeAddressProblems);

export const registerFormFields = [
  'systemKind',
  'manufacturer',
  'model',
  'softwareName',
  'softwareVersion',
  'serialNumber',
  'purchasedOn',
  'decommissionedOn',
  'decommissionReason',
] as const satisfies readonly (keyof RegisterInput)[];

/** A register's schema: today (Berlin) and its first heartbeat's day bound its dates. */
export const registerSchema = (firstSeen: string) =>
  schemaOf<RegisterInput>(registerFormFields, (values) =>
    registerProblems(values, { today: berlinDay(Date.now()), firstSeen }),
  );
