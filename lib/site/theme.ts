/**
 * The colour theme: the reader's choice of system, light or dark, kept on this device. The choice
 * is applied as <html data-theme="light|dark"> (none for system); app/theme.css does the rest, and
 * follows the system setting when there is no attribute, so a page without JavaScript does too.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Where the choice is kept (localStorage). */
export const THEME_KEY = 'healthhub-theme';

/** The browser's toolbar colour (<meta name="theme-color">) in each scheme. */
export const THEME_COLOURS = { light: '#0f766e', dark: '#0f172a' } as const;

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

/**
 * The inline script each page runs in <head>, before anything is drawn, so a page never shows the
 * wrong theme first. It is hashed into each page's Content-Security-Policy with the other inline
 * scripts (build-steps/write-headers.mjs), so it must stay a constant.
 */
export const THEME_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(THEME_KEY)});if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
