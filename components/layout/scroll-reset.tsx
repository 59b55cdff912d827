'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/** Scrolls to the top whenever the path changes (not on the first load, which may target a #hash). */
export function ScrollReset() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
