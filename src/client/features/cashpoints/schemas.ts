import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';

const p = texts.cashpoints.prompts;

/** Spec 5: store and register numbers are digits only. */
export const storeIdSchema = yup
  .string()
  .trim()
  .required(texts.fields.required(p.storeLabel))
  .matches(/^\d+$/, texts.errors.invalidStoreId)
  .max(12, texts.fields.max(p.storeLabel, 12));

export const posIdSchema = yup
  .string()
  .trim()
  .required(texts.fields.required(p.cashpointLabel))
  .matches(/^\d+$/, texts.errors.invalidPosId)
  .max(12, texts.fields.max(p.cashpointLabel, 12));
