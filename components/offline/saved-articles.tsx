'use client';

import { useEffect, useState } from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { pagesClient } from '@/lib/i18n/dictionaries/en/client/pages';
import { INTL_LOCALES, languageOf, pathIn, type Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { stripBasePath, withBasePath } from '@/lib/site/base-path.mjs';
import { isPagesCache } from '@/lib/offline-caches';
import { site } from '@/lib/site/settings';

type Saved = { href: string; title: string; savedAt: number };

/** The heading of a kept page, else its <title> without the site's name. */
function titleOf(html: string): string {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const heading = page.querySelector('main h1')?.textContent?.trim();
  return heading || page.title.replace(` - ${site.name}`, '').trim();
}

/** The articles the service worker keeps, newest first. */
async function savedArticles(): Promise<Saved[]> {
  if (!('caches' in window)) return [];
  const saved: Saved[] = [];
  for (const name of (await caches.keys()).filter(isPagesCache)) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response) continue;
      saved.push({
        href: new URL(request.url).pathname,
        title: titleOf(await response.text()),
        savedAt: Date.parse(response.headers.get('date') ?? '') || 0,
      });
    }
  }
  return saved.sort((a, b) => b.savedAt - a.savedAt);
}

/** A day as the page's language writes it ('5 March 2026', '5 मार्च 2026'). */
const savedOn = (time: number, lang: Lang) =>
  new Date(time).toLocaleDateString(lang === 'en' ? 'en-GB' : INTL_LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The language of a kept page, from its address (the base path taken off). */
const languageOfKept = (href: string): Lang => languageOf(stripBasePath(href) ?? href);

/**
 * The offline page's list of articles to read without a connection, in the page's language; an
 * article in another language is marked as such.
 */
export function SavedArticles() {
  const { lang, t } = useLanguage({ pages: pagesClient });
  const words = t.pages.offline;
  const [saved, setSaved] = useState<Saved[] | null>(null);
  useEffect(() => {
    savedArticles()
      .catch(() => [])
      .then(setSaved);
  }, []);

  return (
    <section aria-labelledby="saved-title">
      <h2 id="saved-title" className="text-xl font-bold text-slate-900">
        {words.title}
      </h2>
      {saved === null ? (
        <p className="mt-3 text-slate-600">{words.looking}</p>
      ) : saved.length === 0 ? (
        <p className="mt-3 text-slate-600">{words.none}</p>
      ) : (
        <>
          <p className="mt-3 text-slate-600">{words.available}</p>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {saved.map((article) => {
              const other = languageOfKept(article.href);
              return (
                <li key={article.href}>
                  <a
                    href={article.href}
                    hrefLang={other !== lang ? other : undefined}
                    className="hover:bg-brand-50 block px-4 py-3 font-semibold text-slate-900"
                  >
                    {other !== lang ? <span lang={other}>{article.title}</span> : article.title}
                    {article.savedAt > 0 && (
                      <span className="mt-0.5 block text-sm font-normal text-slate-600">
                        {fill(words.saved, { date: savedOn(article.savedAt, lang) })}
                      </span>
                    )}
                  </a>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p className="mt-8">
        <a
          href={withBasePath(pathIn(lang, '/'))}
          className="text-brand-700 dark:text-brand-500 font-semibold underline underline-offset-2"
        >
          {words.home}
        </a>
      </p>
    </section>
  );
}
