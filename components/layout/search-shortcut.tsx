'use client';

import { useEffect } from 'react';
import { focusSearchBox } from './visible-search-box';

/** Whether a key press goes to something the reader is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || !!target.closest('input, textarea, select, [contenteditable]');
}

/**
 * `/` focuses the search box the reader sees (in the header, or in the strip below it on small
 * screens) from anywhere on a page, unless they are typing in a field or a dialog is open.
 */
export function SearchShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.defaultPrevented || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      if (focusSearchBox()) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return null;
}
