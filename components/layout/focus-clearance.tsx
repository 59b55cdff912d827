'use client';

import { useEffect } from 'react';

/** Height of the band the floating buttons occupy at the bottom of the screen, with a margin. */
const FLOATING_BAND_PX = 150;

/**
 * Keeps the focused element clear of the floating buttons: when keyboard focus lands in the bottom
 * band they cover, the page scrolls just enough to lift it above them. Focus that comes from a
 * pointer is left alone: moving the page under a pointer would make its click miss the target.
 */
export function FocusClearance() {
  useEffect(() => {
    let fromKeyboard = false;
    const onKey = () => (fromKeyboard = true);
    const onPointer = () => (fromKeyboard = false);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!fromKeyboard || !(target instanceof HTMLElement) || target.closest('.fixed, dialog'))
        return;
      const overlap =
        target.getBoundingClientRect().bottom - (window.innerHeight - FLOATING_BAND_PX);
      if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' });
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  return null;
}
