import * as yup from 'yup';
import { texts } from '../../texts/de';

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

/** The spec shows no rule for store names; the server keeps them non-empty and at most 100 characters. */
export const storeNameSchema = yup
  .string()
  .trim()
  .required(texts.fields.required(p.nameLabel))
  .max(100, texts.fields.max(p.nameLabel, 100));
