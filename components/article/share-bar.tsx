'use client';

import { Link2, Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { BrandLinkList } from '@/components/ui/brand-link-list';
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
      <BrandLinkList
        label="Share on social media"
        links={shareTargets(url, title)}
        linkClassName="size-10 border border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-800"
      />
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
