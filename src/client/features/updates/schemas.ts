import * as yup from 'yup';
import { texts } from '../../../shared/texts/de';
import { updateRules } from '../../../shared/validation/updateForm';
import { textSchema } from '../../lib/textSchema';

// The tag and comment rules are shared with the server (src/shared/validation/updateForm.ts).
export const commentMax = updateRules.comment.maxLength;

const tag = textSchema(updateRules.tag);
const comment = textSchema(updateRules.comment);

export const uploadSchema = yup.object({
  // A FileList-free value: the dialog keeps the one chosen File (the input has no `multiple`).
  file: yup.mixed<File>().required(texts.errors.missingUploadFile),
  tag,
  comment,
});

export const detailSchema = yup.object({
  status: yup.number().required(texts.fields.required(texts.updates.fields.status)),
  tag,
  comment,
});
