import { describeValidationError } from '../../shared/texts/serverMessages';

// The checks of the update forms' fields that the contract's schema cannot express: multipart
// upload fields are not validated by it at all, and a saved tag must not be blank.

const tagMax = 50;
const commentMax = 255;

const required = (field: string) =>
  describeValidationError({ keyword: 'required', params: { missingProperty: field } });
const tooLong = (field: string, limit: number) =>
  describeValidationError({ keyword: 'maxLength', instancePath: `/${field}`, params: { limit } });

/** What is wrong with an upload's tag and comment, or null. */
export function uploadFieldProblem(fields: { tag?: string; comment?: string }): string | null {
  const tag = fields.tag?.trim() ?? '';
  const comment = fields.comment?.trim() ?? '';
  if (!tag) return required('tag');
  if (tag.length > tagMax) return tooLong('tag', tagMax);
  if (comment.length > commentMax) return tooLong('comment', commentMax);
  return null;
}

/** What is wrong with a saved update's tag and release date, or null. */
export function saveFieldProblem(tag: string, releaseDate: number | null): string | null {
  if (!tag) return required('tag');
  if (releaseDate !== null && Number.isNaN(releaseDate)) {
    return describeValidationError({ keyword: 'format', instancePath: '/releaseDate', params: {} });
  }
  return null;
}
