/** @jest-environment jsdom */
import { applyTheme, chooseTheme, storedTheme } from '@/components/theme/apply-theme';
import { THEME_KEY, THEME_SCRIPT, THEME_COLOURS } from '@/lib/site/theme';

function addThemeMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="${THEME_COLOURS.light}">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="${THEME_COLOURS.dark}">`;
}
const metas = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);
const runScript = () => new Function(THEME_SCRIPT)();

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  addThemeMetas();
});

describe('the stored theme', () => {
  it.each([null, '', 'System', 'DARK', 'blue', '{"theme":"dark"}', 'dark '])(
    'is system for anything but light or dark: %j',
    (value) => {
      if (value !== null) localStorage.setItem(THEME_KEY, value);
      expect(storedTheme()).toBe('system');
      runScript();
      expect(document.documentElement.dataset.theme).toBeUndefined();
    },
  );

  it.each(['light', 'dark'] as const)('%s is read back and drawn by the inline script', (theme) => {
    localStorage.setItem(THEME_KEY, theme);
    expect(storedTheme()).toBe(theme);
    runScript();
    expect(document.documentElement.dataset.theme).toBe(theme);
  });

  it('is system, and the script does nothing, when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(storedTheme()).toBe('system');
    expect(runScript).not.toThrow();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    getItem.mockRestore();
  });
});

describe('choosing a theme', () => {
  it('keeps light or dark, applies it and gives every toolbar colour the chosen one', () => {
    chooseTheme('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(metas()).toEqual([THEME_COLOURS.dark, THEME_COLOURS.dark]);
    chooseTheme('light');
    expect(metas()).toEqual([THEME_COLOURS.light, THEME_COLOURS.light]);
  });

  it('system forgets the choice and gives each scheme its own colour again', () => {
    chooseTheme('dark');
    chooseTheme('system');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(metas()).toEqual([THEME_COLOURS.light, THEME_COLOURS.dark]);
  });

  it('still applies the theme to the page when storage refuses it', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    chooseTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setItem.mockRestore();
    applyTheme('system');
  });
});
