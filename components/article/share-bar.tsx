'use client';

import { Link2, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { BrandIcon } from '@/components/ui/brand-icon';
import { shareTargets } from '@/lib/share';

type Props = { url: string; title: string; excerpt: string };

async function copy(url: string, description: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied!', { description });
  } catch {
    toast.error('Could not copy the link', { description: url });
  }
}

const button =
  'inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800';

/** Native share (or copy), share links for four networks, and Copy Link. */
export function ShareBar({ url, title, excerpt }: Props) {
  async function share() {
    if (typeof navigator.share !== 'function') return copy(url, 'Share URL copied to clipboard.');
    try {
      await navigator.share({ title, text: excerpt, url });
    } catch (error) {
      console.error('Share failed:', error);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" onClick={share} className={button}>
        <Share2 className="size-4" aria-hidden="true" />
        Share
      </button>
      <ul className="flex gap-2" aria-label="Share on social media">
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${target.label} (opens in a new window)`}
              className="hover:border-brand-700 hover:text-brand-800 grid size-10 place-items-center rounded-full border border-slate-300 text-slate-700"
            >
              <BrandIcon brand={target.name} className="size-4" />
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => copy(url, 'Article link has been copied to your clipboard.')}
        className={button}
      >
        <Link2 className="size-4" aria-hidden="true" />
        Copy Link
      </button>
    </div>
  );
}
