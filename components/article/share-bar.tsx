import { BrandLinkList } from '@/components/ui/brand-link-list';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { shareTargets, type ShareTarget } from '@/lib/site/share';
import { CopyLinkButton, ShareButton } from './share-buttons';

type Props = { url: string; title: string; excerpt: string; lang?: Lang };

const button =
  'inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-brand-700 hover:text-brand-800';

/** Each network's name, as "Share on {network}" names it. */
const NETWORKS: Record<ShareTarget['brand'], string> = {
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
};

/**
 * Native share (or copy), share links for four networks, and Copy Link. Only the two buttons run
 * in the browser; the links are plain HTML.
 */
export function ShareBar({ url, title, excerpt, lang = 'en' }: Props) {
  const words = dictionaries[lang].article.share;
  const links = shareTargets(url, title).map((target) => ({
    ...target,
    label: fill(words.on, { network: NETWORKS[target.brand] }),
  }));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton url={url} title={title} excerpt={excerpt} className={button} />
      <BrandLinkList
        label={words.social}
        newTab={dictionaries[lang].shell.newTab}
        links={links}
        linkClassName="size-10 border border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-800"
      />
      <CopyLinkButton url={url} className={button} />
    </div>
  );
}
