import { describeValidationError } from '../../shared/texts/serverMessages';
import { updateFormProblems } from '../../shared/validation/updateForm';

// The update form's rules (shared with the page) for what the contract's schema does not check:
// multipart upload fields are not validated by it at all, and a saved tag must not be blank. Like
// the contract's errors, the messages name a field by its property.

/** What is wrong with an upload's tag and comment, or undefined. */
export function uploadFieldProblem(fields: { tag?: string; comment?: string }): string | undefined {
  const [problem] = updateFormProblems({ tag: fields.tag, comment: fields.comment?.trim() }, 'property');
  return problem;
}

/** What is wrong with a saved update's tag, comment and release date, or undefined. */
export function saveFieldProblem(form: { tag: string; comment: string | undefined }, releaseDate: number | null) {
  const [problem] = updateFormProblems(form, 'property');
  if (problem !== undefined) return problem;
  if (releaseDate !== null && Number.isNaN(releaseDate)) {
    return describeValidationError({ keyword: 'format', instancePath: '/releaseDate', params: {} });
  }
  return undefined;
}
