import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';

// Spec 5 (update form) and 9: tag required and at most 50 characters, comment at most 255.
export const tagMax = 50;
export const commentMax = 255;

const { fields } = texts;
const names = texts.updates.fields;

const tag = yup.string().trim().required(fields.required(names.tag)).max(tagMax, fields.max(names.tag, tagMax));
const comment = yup.string().max(commentMax, fields.max(names.comment, commentMax));

export const uploadSchema = yup.object({
  // A FileList-free value: the dialog keeps the one chosen File (the input has no `multiple`).
  file: yup.mixed<File>().required(texts.errors.missingUploadFile),
  tag,
  comment,
});

export const detailSchema = yup.object({
  status: yup.number().required(fields.required(names.status)),
  tag,
  comment,
});
