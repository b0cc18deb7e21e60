import { searchTexts } from '../../shared/texts/de/search';

// The input checks of search beyond the contract's schemas, with German messages from
// src/shared/texts: they look at the input only (an ESLint zone keeps handlers and SQL out).

export const maxTermLength = 200;

/** The term trimmed, or the German refusal of one empty after trimming or too long. */
export function checkedTerm(q: string): { term: string } | { refusal: string } {
  const term = q.trim();
  if (!term) return { refusal: searchTexts.search.termEmpty };
  if (term.length > maxTermLength) return { refusal: searchTexts.search.termTooLong(maxTermLength) };
  return { term };
}
