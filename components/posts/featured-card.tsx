import Link from 'next/link';
import type { CardArticle } from './post-card';
import { CoverImage } from './cover-image';
import { PostMeta } from './post-meta';

/** The large featured card: the cover with the text laid over a dark gradient. */
export function FeaturedCard({ article }: { article: CardArticle }) {
  return (
    <article className="group relative overflow-hidden rounded-3xl bg-slate-900 shadow-lg">
      <CoverImage
        article={article}
        sizes="(min-width: 1280px) 1216px, 100vw"
        priority
        className="min-h-96 md:aspect-[21/9]"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-slate-950 via-slate-950/75 to-slate-950/10" />
      <div className="absolute inset-x-0 bottom-0 flex flex-col gap-3 p-6 text-white md:p-10">
        <p className="bg-brand-700 w-fit rounded-full px-3 py-1 text-xs font-semibold">
          {article.category}
        </p>
        <h3 className="max-w-3xl text-2xl leading-tight font-bold md:text-4xl">
          <Link
            href={`/blog/${article.id}`}
            className="group-hover:underline after:absolute after:inset-0"
          >
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-2 max-w-2xl text-slate-100 md:text-lg">{article.excerpt}</p>
        <PostMeta article={article} className="text-slate-100" />
      </div>
    </article>
  );
}
