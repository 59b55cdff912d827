'use client';

import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Rich colours with text dark enough for WCAG AA contrast on their tinted backgrounds. */
const colours: CSSProperties & Record<`--${string}`, string> = {
  '--success-bg': '#f0fdf4',
  '--success-border': '#bbf7d0',
  '--success-text': '#166534',
  '--error-bg': '#fef2f2',
  '--error-border': '#fecaca',
  '--error-text': '#991b1b',
};

/** Toasts: at most three visible, each closing after about four seconds; errors in red. */
export function Toaster() {
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
