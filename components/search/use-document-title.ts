'use client';

import { useEffect } from 'react';

/**
 * Holds the document title while the component is shown (the framework's own head updates would
 * otherwise put the page's static title back) and restores the previous title afterwards.
 * It compares with the title as the browser keeps it (runs of spaces, tabs and line breaks
 * collapsed), not as it was given, so its own change never sets it again.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    let kept: string | undefined;
    const apply = () => {
      if (document.title === kept) return;
      document.title = title;
      kept = document.title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = previous;
    };
  }, [title]);
}
