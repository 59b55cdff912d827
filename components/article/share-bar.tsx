import { BrandLinkList } from '@/components/ui/brand-link-list';
import { shareTargets } from '@/lib/site/share';
import { CopyLinkButton, ShareButton } from './share-buttons';

type Props = { url: string; title: string; excerpt: string };

const button =
  'inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800';

/**
 * Native share (or copy), share links for four networks, and Copy Link. Only the two buttons run
 * in the browser; the links are plain HTML.
 */
export function ShareBar({ url, title, excerpt }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton url={url} title={title} excerpt={excerpt} className={button} />
      <BrandLinkList
        label="Share on social media"
        links={shareTargets(url, title)}
        linkClassName="size-10 border border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-800"
      />
      <CopyLinkButton url={url} className={button} />
    </div>
  );
}
