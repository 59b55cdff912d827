'use client';

import { Children, useEffect, useRef } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { pagesClient } from '@/lib/i18n/dictionaries/en/client/pages';
import { numberIn } from '@/lib/category-pages/counts';
import { itemRange, neighbours } from '@/lib/category-pages/paging';
import { fill } from '@/lib/i18n/text';
import { LoadMore } from './load-more';
import { PageLinks } from './page-links';
import { useCardPages } from './use-card-pages';

/**
 * A category page's cards: the page's own (rendered on the server, `children`), then those Load
 * More adds, 6 per press, fetched from the pages' static card files and drawn with the same
 * `PostCard`. After a load, focus moves to the first new card's link, so the keyboard carries on
 * where the reading does. Below: how many are shown, the button, and the links to the numbered
 * pages, whose Next follows what is shown. In the page's language: a translation's cards and
 * links are its own.
 */
export function CategoryGrid({
  children,
  slug,
  page,
  pages,
  total,
}: {
  children: React.ReactNode;
  slug: string;
  page: number;
  pages: number;
  total: number;
}) {
  const { lang, t } = useLanguage({ pages: pagesClient });
  const { added, CardView, status, lastShown, loadMore } = useCardPages(slug, page, lang);
  const own = Children.toArray(children);
  const list = useRef<HTMLUListElement>(null);
  const shownBefore = useRef(own.length);
  const count = own.length + added.flat().length;

  useEffect(() => {
    if (count > shownBefore.current) {
      list.current?.children[shownBefore.current]?.querySelector('a')?.focus();
      shownBefore.current = count;
    }
  }, [count]);

  const { first, last } = itemRange(page, lastShown, total);
  const { previous, next } = neighbours(page, pages, lastShown);
  return (
    <>
      <ul
        ref={list}
        aria-busy={status === 'loading' || undefined}
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {own.map((card, index) => (
          <li key={index}>{card}</li>
        ))}
        {CardView &&
          added.flat().map((card) => (
            <li key={card.id}>
              <CardView article={card} headingLevel={2} lang={lang} />
            </li>
          ))}
      </ul>
      {pages > 1 && (
        <>
          <p role="status" className="mt-10 text-center text-slate-600">
            {fill(t.pages.categoryGrid.showing, {
              first: numberIn(first, lang),
              last: numberIn(last, lang),
              total: numberIn(total, lang),
            })}
          </p>
          {next !== undefined && (
            <LoadMore
              status={status}
              onPress={loadMore}
              slug={slug}
              nextPage={next}
              lang={lang}
              words={t.pages.categoryGrid}
            />
          )}
          <PageLinks
            slug={slug}
            current={page}
            pages={pages}
            previous={previous}
            next={next}
            lang={lang}
            words={t.pages.pageLinks}
          />
        </>
      )}
    </>
  );
}
