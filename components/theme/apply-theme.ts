import { THEME_COLOURS, THEME_KEY, isTheme, type Theme } from '@/lib/site/theme';

/** The reader's choice on this device; 'system' when there is none or storage is blocked. */
export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Applies a theme to the page: <html data-theme> and the toolbar colour. With an explicit choice
 * every theme-color meta (one per system scheme) takes the chosen scheme's colour; with 'system'
 * each goes back to its own scheme's colour.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme =
      theme === 'system'
        ? meta.getAttribute('media')?.includes('dark')
          ? 'dark'
          : 'light'
        : theme;
    meta.content = THEME_COLOURS[scheme];
  }
}

const listeners = new Set<() => void>();

/**
 * Calls `onChange` when the choice changes: here (every switch on the page shows it) or in another
 * tab (applied here too). Returns the unsubscribe function.
 */
export function subscribeToTheme(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY && event.key !== null) return;
    applyTheme(storedTheme());
    onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the choice on this device ('system' removes it), applies it and tells every switch. */
export function chooseTheme(theme: Theme): void {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}
