'use client';

import { useEffect } from 'react';
import { withBasePath } from '@/lib/site/base-path.mjs';

/**
 * Registers the service worker (out/sw.js, written by `npm run build`) once the page has loaded,
 * so it never competes with the page's own requests. Not in `npm run dev`, which has none.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () =>
      navigator.serviceWorker.register(withBasePath('/sw.js')).catch(() => {
        // No worker (blocked, or a build without one): the site works as before, online.
      });
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', () => void register(), { once: true });
  }, []);
  return null;
}
