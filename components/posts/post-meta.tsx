import { Calendar, Clock, User } from 'lucide-react';
import type { Article } from '@/lib/content';
import { formatShortDate } from '@/lib/format';

/** Author, date and read time of a card. */
export function PostMeta({
  article,
  className = '',
}: {
  article: Pick<Article, 'author' | 'date' | 'readTime'>;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${className}`}>
      <li className="flex items-center gap-1.5">
        <User className="size-4" aria-hidden="true" />
        <span>{article.author}</span>
      </li>
      <li className="flex items-center gap-1.5">
        <Calendar className="size-4" aria-hidden="true" />
        <time dateTime={article.date}>{formatShortDate(article.date)}</time>
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        <span>{article.readTime}</span>
      </li>
    </ul>
  );
}
