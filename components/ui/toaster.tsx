'use client';

import { Toaster as Sonner } from 'sonner';

/** Toasts: at most three visible, each closing after about four seconds. */
export function Toaster() {
  return <Sonner visibleToasts={3} duration={4000} position="top-center" richColors closeButton />;
}
