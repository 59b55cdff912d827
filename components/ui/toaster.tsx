'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';
import { loadSonner, registerToaster, toasterListening } from './toast';

type SonnerToaster = (typeof import('sonner'))['Toaster'];

/**
 * Rich colours with text dark enough for WCAG AA contrast on their tinted backgrounds, from the
 * site's palette, so the dark theme turns them over with the rest (app/theme.css).
 */
const colours: CSSProperties & Record<`--${string}`, string> = {
  '--normal-bg': 'var(--color-surface)',
  '--normal-border': 'var(--color-slate-200)',
  '--normal-text': 'var(--color-slate-900)',
  '--success-bg': 'var(--color-green-50)',
  '--success-border': 'var(--color-green-200)',
  '--success-text': 'var(--color-green-800)',
  '--error-bg': 'var(--color-red-50)',
  '--error-border': 'var(--color-red-200)',
  '--error-text': 'var(--color-red-800)',
};

/** How long an idle page waits at most before it loads the toaster anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Toasts: at most three visible, each closing after about four seconds; errors in red. The toaster
 * (and its live region) is loaded once the page is idle, or at once by a toast (./toast.ts). The
 * region's name and the close buttons' are in the page's language (`t.shell.toaster`).
 */
export function Toaster() {
  const { t } = useLanguage({ shell: shellClient });
  const [Sonner, setSonner] = useState<SonnerToaster | null>(null);
  useEffect(() => {
    let cancelled = false;
    const mount = () => {
      void loadSonner().then((module) => cancelled || setSonner(() => module.Toaster));
    };
    registerToaster(mount);
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(mount, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(mount, IDLE_TIMEOUT_MS / 2);
    return () => {
      cancelled = true;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  // Effects run children first, so sonner is subscribed to its toasts by now.
  useEffect(() => {
    if (Sonner) toasterListening();
  }, [Sonner]);
  if (!Sonner) return null;
  return (
    <Sonner
      visibleToasts={3}
      duration={4000}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t.shell.toaster.region}
      toastOptions={{ closeButtonAriaLabel: t.shell.toaster.close }}
      style={colours}
    />
  );
}
