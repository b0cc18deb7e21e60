import * as yup from 'yup';
import { messageTexts } from '../../../shared/texts/de/messages';
import { updateTexts } from '../../../shared/texts/de/updates';
import { updateRules } from '../../../shared/validation/updateForm';
import { textSchema } from '../../lib/textSchema';

// The tag and comment rules are shared with the server (src/shared/validation/updateForm.ts).
export const commentMax = updateRules.comment.maxLength;

const tag = textSchema(updateRules.tag);
const comment = textSchema(updateRules.comment);

export const uploadSchema = yup.object({
  // A FileList-free value: the dialog keeps the one chosen File (the input has no `multiple`).
  file: yup.mixed<File>().required(messageTexts.errors.missingUploadFile),
  tag,
  comment,
});

export const detailSchema = yup.object({
  status: yup.number().required(messageTexts.fields.required(updateTexts.updates.fields.status)),
  tag,
  comment,
});
