'use client';

import { Link2, Share2 } from 'lucide-react';
import { toast } from '@/components/ui/toast';

async function copy(url: string, description: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied!', { description });
  } catch {
    toast.error('Could not copy the link', { description: url });
  }
}

type Props = { url: string; className: string };

/** Native share where the browser has it, else copies the link. */
export function ShareButton({
  url,
  title,
  excerpt,
  className,
}: Props & { title: string; excerpt: string }) {
  async function share() {
    if (typeof navigator.share !== 'function') return copy(url, 'Share URL copied to clipboard.');
    try {
      await navigator.share({ title, text: excerpt, url });
    } catch (error) {
      console.error('Share failed:', error);
    }
  }
  return (
    <button type="button" onClick={share} className={className}>
      <Share2 className="size-4" aria-hidden="true" />
      Share
    </button>
  );
}

export function CopyLinkButton({ url, className }: Props) {
  return (
    <button
      type="button"
      onClick={() => copy(url, 'Article link has been copied to your clipboard.')}
      className={className}
    >
      <Link2 className="size-4" aria-hidden="true" />
      Copy Link
    </button>
  );
}
