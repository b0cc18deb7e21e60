/** A check passes only if every named right is held (spec section 6). */
export function hasRights(held: readonly string[] | undefined, required: readonly string[]): boolean {
  return required.every((right) => held?.includes(right) ?? false);
}
