'use client';

import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';
import { THEMES } from '@/lib/site/theme';
import { applyTheme, chooseTheme, storedTheme, subscribeToTheme } from './apply-theme';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

type Props = { size?: 'small' | 'large' };

/**
 * System, light or dark: three radio buttons drawn as one switch, remembered on this device. It
 * needs script, so until the page is interactive none is checked and all are disabled (the page
 * follows the system setting meanwhile, and without script).
 */
export function ThemeToggle({ size = 'small' }: Props) {
  const name = useId();
  const words = useLanguage({ shell: shellClient }).t.shell.theme;
  // The choice on this device, shared by every switch on the page; null until the page is
  // interactive (the server cannot know it).
  const theme = useSyncExternalStore(subscribeToTheme, storedTheme, () => null);
  // The toolbar colour follows a kept choice once the page is interactive (the inline script sets
  // only the page's theme).
  useEffect(() => applyTheme(storedTheme()), []);

  return (
    <fieldset className="flex w-fit shrink-0 gap-0.5 rounded-full border border-slate-200 p-0.5">
      <legend className="sr-only">{words.group}</legend>
      {THEMES.map((value) => {
        const label = words[value];
        const Icon = ICONS[value];
        return (
          <label
            key={value}
            title={label}
            className={`${size === 'large' ? 'size-11' : 'size-8'} has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:outline-brand-700 dark:has-focus-visible:outline-brand-500 grid cursor-pointer place-items-center rounded-full text-slate-600 hover:text-slate-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-disabled:cursor-default`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={theme === value}
              disabled={theme === null}
              onChange={() => chooseTheme(value)}
              className="sr-only"
            />
            <Icon className={size === 'large' ? 'size-5' : 'size-4'} aria-hidden="true" />
            <span className="sr-only">{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
