import type { SearchResult } from '../../api/search';

// What the command palette lists (issue 54): the server's results, the pages the menu offers (found
// here, since the pages live in the SPA) and the items opened last, kept in this browser.

export type EntryKind = SearchResult['kind'] | 'page';

export interface PaletteEntry {
  kind: EntryKind;
  title: string;
  subtitle: string;
  link: string;
}

/** A page of the menu as the palette offers it: its title and its address in the current context. */
export interface PalettePage {
  title: string;
  link: string;
}

const recentKey = 'kk.search.recent';
export const recentCount = 8;

/** The items opened last, newest first; nothing when the browser keeps none or holds something else. */
export function readRecent(): PaletteEntry[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(recentKey) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (e): e is PaletteEntry =>
          typeof e === 'object' &&
          e !== null &&
          ['kind', 'title', 'subtitle', 'link'].every((k) => typeof (e as Record<string, unknown>)[k] === 'string') &&
          String((e as PaletteEntry).link).startsWith('/'),
      )
      .slice(0, recentCount);
  } catch {
    return [];
  }
}

/** Puts `entry` first among the recent items (once), keeping the newest `recentCount`. */
export function rememberRecent(entry: PaletteEntry): void {
  const next = [entry, ...readRecent().filter((e) => e.link !== entry.link)].slice(0, recentCount);
  try {
    localStorage.setItem(recentKey, JSON.stringify(next));
  } catch {
    // A browser that keeps nothing (private mode, full storage) just has no recent items.
  }
}

/**
 * The pages whose title has the term, those it starts first; then the server's results, with the
 * pages that merely contain the term after them.
 */
export function paletteEntries(
  term: string,
  pages: readonly PalettePage[],
  results: readonly SearchResult[],
): PaletteEntry[] {
  const text = term.trim().toLowerCase();
  if (!text) return [];
  const page = (p: PalettePage): PaletteEntry => ({ kind: 'page', title: p.title, subtitle: '', link: p.link });
  const starting = pages.filter((p) => p.title.toLowerCase().startsWith(text)).map(page);
  const containing = pages
    .filter((p) => !p.title.toLowerCase().startsWith(text) && p.title.toLowerCase().includes(text))
    .map(page);
  const found = results.map(({ kind, title, subtitle, link }) => ({ kind, title, subtitle, link }));
  return [...starting, ...found, ...containing];
}
