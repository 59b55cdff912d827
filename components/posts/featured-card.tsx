import Link from 'next/link';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import type { CardArticle } from './post-card';
import { CoverImage } from './cover-image';
import { DraftBadge } from './draft-badge';
import { PostMeta } from './post-meta';

/**
 * The large featured card: the text laid over the cover and a dark gradient. Image, gradient and text
 * share one grid cell, so a long title makes the card taller instead of spilling out of it.
 */
export function FeaturedCard({ article, lang = 'en' }: { article: CardArticle; lang?: Lang }) {
  return (
    <article className="group bg-night-900 relative grid grid-cols-1 overflow-hidden rounded-3xl shadow-lg">
      <CoverImage
        article={article}
        sizes="(min-width: 1280px) 1232px, 100vw"
        priority
        className="h-full min-h-96 [grid-area:1/1] md:aspect-[21/9]"
      />
      {article.draft && <DraftBadge className="absolute top-4 left-4 z-10" lang={lang} />}
      <div className="from-night-950 via-night-950/75 to-night-950/10 bg-gradient-to-t [grid-area:1/1]" />
      <div className="flex flex-col gap-3 self-end p-6 pt-24 text-white [grid-area:1/1] md:p-10 md:pt-32">
        <p className="bg-brand-700 w-fit rounded-full px-3 py-1 text-xs font-semibold">
          {article.category}
        </p>
        <h3 className="max-w-3xl text-2xl leading-tight font-bold md:text-4xl">
          <Link
            href={pathIn(lang, `/blog/${article.id}`)}
            className="group-hover:underline after:absolute after:inset-0"
          >
            {article.title}
          </Link>
        </h3>
        <p className="text-night-100 line-clamp-3 max-w-2xl md:text-lg">{article.excerpt}</p>
        <PostMeta article={article} className="text-night-100" lang={lang} />
      </div>
    </article>
  );
}
