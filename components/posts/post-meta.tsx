import { Calendar, Clock, User } from 'lucide-react';
import type { Article } from '@/lib/content';
import { formatShortDate } from '@/lib/format';
import type { Lang } from '@/lib/i18n/languages';
import { AuthorWords, ReadTimeWords } from './card-words';

/** Author, date and read time of a card, in the page's language. */
export function PostMeta({
  article,
  className = '',
  lang = 'en',
}: {
  article: Pick<Article, 'author' | 'date' | 'readTime'>;
  className?: string;
  lang?: Lang;
}) {
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <li className="flex items-center gap-1.5">
        <User className="size-4" aria-hidden="true" />
        <span>{lang === 'en' ? article.author : <AuthorWords name={article.author} />}</span>
      </li>
      <li className="flex items-center gap-1.5">
        <Calendar className="size-4" aria-hidden="true" />
        <time dateTime={article.date}>{formatShortDate(article.date, lang)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        <span>
          {lang === 'en' ? article.readTime : <ReadTimeWords readTime={article.readTime} />}
        </span>
      </li>
    </ul>
  );
}
