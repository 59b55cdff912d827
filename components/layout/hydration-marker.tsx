'use client';

import { useEffect } from 'react';

/** Marks <html data-hydrated> once the page is interactive (used by tooling that drives the site). */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
