/** A LIKE pattern that finds the term anywhere, in lower case; `%` and `_` of the term match themselves. */
export function likePattern(filter: string): string {
  return `%${filter.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
