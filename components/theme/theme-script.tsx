import { THEME_SCRIPT } from '@/lib/theme';

/** Applies the reader's theme before the first paint (lib/theme.ts). */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />;
}
