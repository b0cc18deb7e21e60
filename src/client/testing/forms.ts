/**
 * The message a form field shows: Bootstrap displays a field's `.invalid-feedback` only while the
 * field is marked invalid, so a message in the DOM next to an unmarked field is not visible.
 * Returns undefined when the field shows none.
 */
export function shownError(field: HTMLElement): string | undefined {
  if (!field.classList.contains('is-invalid')) return undefined;
  return field.parentElement?.querySelector('.invalid-feedback')?.textContent ?? undefined;
}
