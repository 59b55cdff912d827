'use client';

import { useEffect } from 'react';

/**
 * Marks the section being read in every contents list (`aria-current="true"` on its link): the
 * last heading whose top has passed the upper third of the window (a heading opened from the
 * contents lands just below the sticky header, inside it). Renders nothing; the links work
 * without it.
 */
export function CurrentSection({ ids }: { ids: string[] }) {
  useEffect(() => {
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-contents] a')];
    let current: string | undefined;
    let frame = 0;
    const mark = () => {
      frame = 0;
      const line = Math.max(window.innerHeight / 3, 240);
      const id = headings.filter((h) => h.getBoundingClientRect().top <= line).at(-1)?.id ?? '';
      if (id === current) return;
      current = id;
      for (const link of links) {
        if (link.hash === `#${id}`) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(mark);
    };
    mark();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ids]);
  return null;
}
