'use client';

import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { THEME_KEY, THEMES, type Theme } from '@/lib/theme';
import { applyTheme, chooseTheme, storedTheme } from './apply-theme';

const OPTIONS = {
  system: { label: 'System theme', Icon: Monitor },
  light: { label: 'Light theme', Icon: Sun },
  dark: { label: 'Dark theme', Icon: Moon },
} as const;

type Props = { size?: 'small' | 'large' };

/**
 * System, light or dark: three radio buttons drawn as one switch, remembered on this device. It
 * needs script, so until the page is interactive none is checked and all are disabled (the page
 * follows the system setting meanwhile, and without script).
 */
export function ThemeToggle({ size = 'small' }: Props) {
  const name = useId();
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    const sync = () => {
      const current = storedTheme();
      applyTheme(current);
      setTheme(current);
    };
    sync();
    // A choice made in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_KEY || event.key === null) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <fieldset className="flex w-fit shrink-0 gap-0.5 rounded-full border border-slate-200 p-0.5">
      <legend className="sr-only">Theme</legend>
      {THEMES.map((value) => {
        const { label, Icon } = OPTIONS[value];
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
              onChange={() => {
                chooseTheme(value);
                setTheme(value);
              }}
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
