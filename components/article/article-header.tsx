import Link from 'next/link';
import { DraftBadge } from '@/components/posts/draft-badge';
import { authorName } from '@/components/posts/author-name';
import type { Article } from '@/lib/content';
import { corpusIn } from '@/lib/content/localized';
import { formatLongDate, formatReadTime } from '@/lib/format';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { navigationFor } from '@/lib/site/navigation';
import { ReviewLine } from './review-line';
import { DotSeparated } from '@/components/ui/dot-separated';
import { ArticleActions } from './article-actions';
import { ReadInHindi } from './read-in-hindi';
import { TranslationNotice } from './translation-notice';
import { ARTICLE_FIELD } from '@/lib/search/article-fields';

/** A template's text before and after `{name}` ('{time} read' is ['', ' read']). */
function around(template: string, name: string): [string, string] {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return [before, after];
}

/** Whether an English article has a Hindi translation to link to. */
const hasHindi = (id: string) => corpusIn('hi').articles.some((article) => article.id === id);

/**
 * The top of an article: its category, title and summary, who wrote it and when, who reviewed
 * it (with a link to its review record when it has one); on wide screens, the share links and the
 * booking button (after the text on phones: the article page). An English article with a Hindi
 * translation links to it; a translation says what it translates and how (./translation-notice).
 */
export function ArticleHeader({
  article,
  recordPath,
  lang = 'en',
}: {
  article: Article;
  recordPath?: string;
  lang?: Lang;
}) {
  const words = dictionaries[lang].article.header;
  const card = dictionaries[lang].client.article.card;
  const [beforeTime, afterTime] = around(words.readTime, 'time');
  return (
    <header className="mt-6 space-y-4">
      <Link
        href={navigationFor(lang).categoryHref(article.categorySlug)}
        className="bg-brand-50 text-brand-800 inline-block rounded-full px-3 py-1 text-sm font-semibold"
        {...ARTICLE_FIELD}
      >
        {article.category}
      </Link>
      {article.draft && <DraftBadge className="ml-2" lang={lang} />}
      <h1
        className="text-3xl leading-tight font-bold text-slate-900 md:text-4xl"
        {...ARTICLE_FIELD}
      >
        {article.title}
      </h1>
      <p className="text-lg text-slate-700" {...ARTICLE_FIELD}>
        {article.excerpt}
      </p>
      <DotSeparated className="text-sm text-slate-600">
        <span>
          {lang === 'en' ? article.author : authorName(article.author, card.editorialTeam)}
        </span>
        <time dateTime={article.date}>{formatLongDate(article.date, lang)}</time>
        {article.updated && (
          <span>
            {`${words.updated} `}
            <time dateTime={article.updated}>{formatLongDate(article.updated, lang)}</time>
          </span>
        )}
        <span>
          {beforeTime || null}
          {lang === 'en' ? article.readTime : formatReadTime(article.readTime, card.readTime)}
          {afterTime || null}
        </span>
      </DotSeparated>
      <ReviewLine article={article} recordPath={recordPath} lang={lang} />
      {lang === 'en' && hasHindi(article.id) && <ReadInHindi id={article.id} />}
      <TranslationNotice article={article} lang={lang} />
      <ArticleActions article={article} className="hidden md:flex" lang={lang} />
    </header>
  );
}
