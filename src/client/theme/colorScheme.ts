/**
 * The console's colour scheme: Bootstrap's colour modes, set as `data-bs-theme` on <html>. A choice
 * made in the user menu is kept in this browser; without one the scheme follows the system setting,
 * also when that changes while the console is open.
 *
 * This module imports nothing: `early.ts` bundles it into the small script that runs in <head>
 * before the page is first painted, so a dark page never flashes light while it loads.
 */
export type ColorScheme = 'light' | 'dark';

export const colorSchemeStorageKey = 'kassen-konsole.colorScheme';
const darkQuery = '(prefers-color-scheme: dark)';

/** The scheme chosen in this browser, or null while the user has not chosen (or storage is off). */
export function storedColorScheme(): ColorScheme | null {
  try {
    const value = window.localStorage.getItem(colorSchemeStorageKey);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function darkMedia(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : null;
}

export function systemColorScheme(): ColorScheme {
  return darkMedia()?.matches ? 'dark' : 'light';
}

/** The scheme on screen now. */
export function currentColorScheme(): ColorScheme {
  return document.documentElement.getAttribute('data-bs-theme') === 'dark' ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

function show(scheme: ColorScheme) {
  document.documentElement.setAttribute('data-bs-theme', scheme);
  for (const listener of listeners) listener();
}

/** Shows the stored choice, or the system's scheme when there is none. */
export function applyPreferredColorScheme(): void {
  show(storedColorScheme() ?? systemColorScheme());
}

/** The user's choice: shown at once and kept for the next visits of this browser. */
export function chooseColorScheme(scheme: ColorScheme): void {
  try {
    window.localStorage.setItem(colorSchemeStorageKey, scheme);
  } catch {
    // Storage off (private mode, policy): the choice still holds for this page.
  }
  show(scheme);
}

/** For useSyncExternalStore: called whenever the scheme on screen changes. */
export function subscribeColorScheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Keeps the page in step with the system setting (while nothing is stored) and with a choice made
 * in another tab of this browser. Returns the function that stops it.
 */
export function followColorSchemeChanges(): () => void {
  const media = darkMedia();
  const update = () => applyPreferredColorScheme();
  const onStorage = (event: StorageEvent) => {
    if (event.key === colorSchemeStorageKey || event.key === null) update();
  };
  media?.addEventListener('change', update);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', update);
    window.removeEventListener('storage', onStorage);
  };
}
