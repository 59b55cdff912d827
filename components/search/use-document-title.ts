'use client';

import { useEffect } from 'react';

/**
 * Holds the document title while the component is shown (the framework's own head updates would
 * otherwise put the page's static title back) and restores the previous title afterwards.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    const apply = () => {
      if (document.title !== title) document.title = title;
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
