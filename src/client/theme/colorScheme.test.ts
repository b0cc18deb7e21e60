import {
  applyPreferredColorScheme,
  chooseColorScheme,
  colorSchemeStorageKey,
  followColorSchemeChanges,
} from './colorScheme';

/** A system setting the test can change, as window.matchMedia reports it. */
function systemSetting(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn((query: string) => {
    expect(query).toBe('(prefers-color-scheme: dark)');
    return media as unknown as MediaQueryList;
  });
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

const scheme = () => document.documentElement.getAttribute('data-bs-theme');

describe('colour scheme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute('data-bs-theme');
  });

  it('follows the system setting while nothing is stored, also when it changes', () => {
    const system = systemSetting(true);
    applyPreferredColorScheme();
    expect(scheme()).toBe('dark');
    const stop = followColorSchemeChanges();
    try {
      system.change(false);
      expect(scheme()).toBe('light');
      system.change(true);
      expect(scheme()).toBe('dark');
    } finally {
      stop();
    }
  });

  it('keeps the choice over the system setting', () => {
    const system = systemSetting(true);
    chooseColorScheme('light');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('light');
    applyPreferredColorScheme();
    expect(scheme()).toBe('light');
    const stop = followColorSchemeChanges();
    try {
      system.change(false);
      system.change(true);
      expect(scheme()).toBe('light');
    } finally {
      stop();
    }
  });

  it('takes up a choice made in another tab', () => {
    systemSetting(false);
    applyPreferredColorScheme();
    const stop = followColorSchemeChanges();
    try {
      localStorage.setItem(colorSchemeStorageKey, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: colorSchemeStorageKey, newValue: 'dark' }));
      expect(scheme()).toBe('dark');
    } finally {
      stop();
    }
  });

  it('is light without a system setting (no matchMedia) and ignores a stored value it does not know', () => {
    Object.assign(window, { matchMedia: undefined });
    localStorage.setItem(colorSchemeStorageKey, 'sepia');
    applyPreferredColorScheme();
    expect(scheme()).toBe('light');
  });
});
