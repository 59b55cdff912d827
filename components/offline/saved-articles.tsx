'use client';

import { useEffect, useState } from 'react';
import { withBasePath } from '@/lib/site/base-path.mjs';
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

const savedOn = (time: number) =>
  new Date(time).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The offline page's list of articles to read without a connection. */
export function SavedArticles() {
  const [saved, setSaved] = useState<Saved[] | null>(null);
  useEffect(() => {
    savedArticles()
      .catch(() => [])
      .then(setSaved);
  }, []);

  return (
    <section aria-labelledby="saved-title">
      <h2 id="saved-title" className="text-xl font-bold text-slate-900">
        Articles on this device
      </h2>
      {saved === null ? (
        <p className="mt-3 text-slate-600">Looking for saved articles…</p>
      ) : saved.length === 0 ? (
        <p className="mt-3 text-slate-600">
          None yet. Articles you open while online are kept on this device, so you can read them
          again without a connection.
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-600">These open without a connection:</p>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {saved.map((article) => (
              <li key={article.href}>
                <a
                  href={article.href}
                  className="hover:bg-brand-50 block px-4 py-3 font-semibold text-slate-900"
                >
                  {article.title}
                  {article.savedAt > 0 && (
                    <span className="mt-0.5 block text-sm font-normal text-slate-600">
                      Saved {savedOn(article.savedAt)}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-8">
        <a
          href={withBasePath('/')}
          className="text-brand-700 dark:text-brand-500 font-semibold underline underline-offset-2"
        >
          Go to the home page
        </a>
      </p>
    </section>
  );
}
