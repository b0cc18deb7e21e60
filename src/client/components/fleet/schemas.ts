import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';

const label = texts.fleet.storeNameLabel;

/** The spec shows no rule for store names; the server keeps them non-empty and at most 100 characters. */
export const storeNameSchema = yup
  .string()
  .trim()
  .required(texts.fields.required(label))
  .max(100, texts.fields.max(label, 100));
