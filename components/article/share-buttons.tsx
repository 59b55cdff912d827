'use client';

import { Link2, Share2 } from 'lucide-react';
import { useLanguage } from '@/components/i18n/language-provider';
import { articleClient } from '@/lib/i18n/dictionaries/en/client/article';
import { toast } from '@/components/ui/toast';

type Words = (typeof articleClient)['share'];

async function copy(url: string, description: string, words: Words) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(words.copied, { description });
  } catch {
    toast.error(words.copyFailed, { description: url });
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
  const words = useLanguage({ article: articleClient }).t.article.share;
  async function share() {
    if (typeof navigator.share !== 'function') return copy(url, words.shareUrlCopied, words);
    try {
      await navigator.share({ title, text: excerpt, url });
    } catch (error) {
      console.error('Share failed:', error);
    }
  }
  return (
    <button type="button" onClick={share} className={className}>
      <Share2 className="size-4" aria-hidden="true" />
      {words.share}
    </button>
  );
}

export function CopyLinkButton({ url, className }: Props) {
  const words = useLanguage({ article: articleClient }).t.article.share;
  return (
    <button
      type="button"
      onClick={() => copy(url, words.articleLinkCopied, words)}
      className={className}
    >
      <Link2 className="size-4" aria-hidden="true" />
      {words.copyLink}
    </button>
  );
}
