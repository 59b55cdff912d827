'use client';

// The words of an article card in the page's language, for cards on pages in another language than
// English: a card is drawn on the server and in the browser alike, and only the provider knows the
// page's words in both (components/i18n/language-provider.tsx).
import { useLanguage } from '@/components/i18n/language-provider';
import { articleClient } from '@/lib/i18n/dictionaries/en/client/article';
import { formatReadTime } from '@/lib/format';
import { authorName } from './author-name';

/** "Draft", in the page's language. */
export function DraftWord() {
  return useLanguage({ article: articleClient }).t.article.card.draft;
}

/** A read time ('8 min') in the page's language: '8 मिनट'. */
export function ReadTimeWords({ readTime }: { readTime: string }) {
  return formatReadTime(readTime, useLanguage({ article: articleClient }).t.article.card.readTime);
}

/** An author as the page's language names them: '{site} संपादकीय टीम' for the editorial team. */
export function AuthorWords({ name }: { name: string }) {
  return authorName(name, useLanguage({ article: articleClient }).t.article.card.editorialTeam);
}
