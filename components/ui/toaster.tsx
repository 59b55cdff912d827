'use client';

import { useEffect, useState, type CSSProperties } from 'react';
import { loadSonner, registerToaster, toasterListening } from './toast';

type SonnerToaster = (typeof import('sonner'))['Toaster'];

/** Rich colours with text dark enough for WCAG AA contrast on their tinted backgrounds. */
const colours: CSSProperties & Record<`--${string}`, string> = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
};

/** How long an idle page waits at most before it loads the toaster anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Toasts: at most three visible, each closing after about four seconds; errors in red. The toaster
 * (and its live region) is loaded once the page is idle, or at once by a toast (./toast.ts).
 */
export function Toaster() {
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
      style={colours}
    />
  );
}
