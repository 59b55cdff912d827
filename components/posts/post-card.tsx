import Link from 'next/link';
import type { ReactNode } from 'react';
import { MarkedText } from '@/components/ui/marked-text';
import { withBasePath } from '@/lib/site/base-path.mjs';
import type { Article } from '@/lib/content';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { CoverImage } from './cover-image';
import { DraftBadge } from './draft-badge';
import { PostMeta } from './post-meta';

export type CardArticle = Pick<
  Article,
  'id' | 'title' | 'excerpt' | 'category' | 'author' | 'date' | 'readTime' | 'image' | 'imageAlt'
> &
  Partial<Pick<Article, 'draft'>>;

type Props = {
  article: CardArticle;
  headingLevel?: 2 | 3;
  /** A search's query, marked in the category, title and excerpt. */
  highlight?: string;
  /** A link of its own (a search result's, carrying the query in its fragment): a plain link, so
   * the article loads afresh and reads the fragment (components/article/search-marks.tsx). */
  href?: string;
  /** Shown under the excerpt (a search result's match in the body). */
  children?: ReactNode;
  /** The page's language: the card's link, date and words follow it. */
  lang?: Lang;
};

/** The normal article card: image, category, title (the link), excerpt, author, date, read time. */
export function PostCard({
  article,
  headingLevel = 3,
  highlight,
  href,
  children,
  lang = 'en',
}: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = <MarkedText text={article.title} needle={highlight} />;
  return (
    <article className="group bg-surface relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 shadow-sm transition hover:shadow-md">
      <CoverImage
        article={article}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
      />
      {article.draft && <DraftBadge className="absolute top-3 left-3" lang={lang} />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="bg-brand-50 text-brand-800 w-fit rounded-full px-3 py-1 text-xs font-semibold">
          <MarkedText text={article.category} needle={highlight} />
        </p>
        <Heading className="group-hover:text-brand-800 text-lg leading-snug font-semibold text-slate-900">
          {href ? (
            <a href={withBasePath(href)} className="after:absolute after:inset-0">
              {title}
            </a>
          ) : (
            <Link
              href={pathIn(lang, `/blog/${article.id}`)}
              className="after:absolute after:inset-0"
            >
              {title}
            </Link>
          )}
        </Heading>
        <p className="line-clamp-3 text-slate-600">
          <MarkedText text={article.excerpt} needle={highlight} />
        </p>
        {children}
        <PostMeta article={article} className="mt-auto pt-2 text-slate-600" lang={lang} />
      </div>
    </article>
  );
}
