'use client';

import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { useLanguage } from '@/components/i18n/language-provider';
import { shellClient } from '@/lib/i18n/dictionaries/en/client/shell';

export const SCROLL_THRESHOLD = 300;

/** Appears once the page is scrolled more than 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const { t } = useLanguage({ shell: shellClient });

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      aria-label={t.shell.scrollToTop}
      className="bg-surface fixed right-5 bottom-22 z-30 grid size-12 place-items-center rounded-full border border-slate-200 text-slate-700 shadow-md hover:bg-slate-50 print:hidden"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
