import { THEME_SCRIPT } from '@/lib/site/theme';

/** Applies the reader's theme before the first paint (lib/site/theme.ts). */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
