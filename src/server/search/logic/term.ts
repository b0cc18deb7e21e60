// The pure core of search: what a term asks for. No database, no HTTP, no clock of its own.

/** A register named by its store and number, in any form an operator types it. */
export interface RegisterName {
  storeId: string;
  posId: string;
}

/** A search term as the repository's queries take it. */
export interface SearchTerm {
  /** The term trimmed and in lower case: parts of names and the start of host names. */
  text: string;
  /** '4711/3', '4711-03', '4711 3', '4711.3': the register 3 of store 4711. */
  register?: RegisterName;
  /** Digits only: the start of a store's number. */
  digits?: string;
}

const registerForm = /^(\d+)\s*[/\-. ]\s*(\d+)$/;

/** Reads a trimmed, non-empty term. A register's number loses its leading zeros ('03' is '3'). */
export function readTerm(trimmed: string): SearchTerm {
  const text = trimmed.toLowerCase();
  const register = registerForm.exec(trimmed);
  return {
    text,
    ...(register ? { register: { storeId: register[1]!, posId: String(Number(register[2])) } } : {}),
    ...(/^\d+$/.test(trimmed) ? { digits: trimmed } : {}),
  };
}

/** How well a value matches: 0 the whole value, 1 its start, 2 a part of it, undefined not at all. */
export function matchRank(value: string | null | undefined, text: string): number | undefined {
  const v = value?.toLowerCase();
  if (!v) return undefined;
  if (v === text) return 0;
  if (v.startsWith(text)) return 1;
  return v.includes(text) ? 2 : undefined;
}
