// A translated article's notices: what it translates and how, when and by whom the translation was
// made and checked; and, when the English has changed since, a prominent warning that says so.
import Link from 'next/link';
import { Languages, TriangleAlert } from 'lucide-react';
import { authorName } from '@/components/posts/author-name';
import type { Article } from '@/lib/content';
import { formatLongDate } from '@/lib/format';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { fillNodes } from './fill-nodes';

const link = 'text-brand-800 hover:text-brand-900 underline';

/**
 * The notices under a translation's review line. Honest by the trail's `method`: a machine's
 * translation is called one, and says that no person fluent in the language has read it unless
 * someone has (`reviewer`). Its dates are the translation's own.
 */
export function TranslationNotice({ article, lang }: { article: Article; lang: Lang }) {
  const trail = article.translation;
  if (!trail) return null;
  const words = dictionaries[lang].article.translation;
  const english = `/blog/${article.id}`;
  const day = (iso: string) => <time dateTime={iso}>{formatLongDate(iso, lang)}</time>;
  const by = authorName(trail.translatedBy, dictionaries[lang].client.article.card.editorialTeam);
  const review = trail.reviewer
    ? fillNodes(trail.reviewed ? words.reviewed : words.reviewedUndated, {
        name: trail.reviewer.name,
        date: trail.reviewed && day(trail.reviewed),
      })
    : trail.method === 'machine' && words.notReviewed;
  return (
    <>
      {trail.stale && (
        <section
          aria-labelledby="translation-stale-title"
          className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4 text-amber-950"
          data-translation-stale
        >
          <h2
            id="translation-stale-title"
            className="flex items-center gap-2 text-base font-semibold"
          >
            <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
            {words.stale.title}
          </h2>
          <p className="mt-2 text-sm">
            {fillNodes(words.stale.text, { date: day(trail.englishUpdated) })}
          </p>
          <p className="mt-2 text-sm">
            <Link href={english} hrefLang="en" className={`${link} font-semibold`}>
              {words.stale.link}
            </Link>
          </p>
        </section>
      )}
      <section
        aria-labelledby="translation-title"
        className="rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-slate-800"
        data-translation-notice
      >
        <h2
          id="translation-title"
          className="flex items-center gap-2 text-base font-semibold text-slate-900"
        >
          <Languages className="size-5 shrink-0" aria-hidden="true" />
          {words.title}
        </h2>
        <p className="mt-2">
          {fillNodes(words.of, {
            title: (
              <Link href={english} hrefLang="en" lang="en" className={link}>
                {trail.englishTitle}
              </Link>
            ),
          })}
        </p>
        <p className="mt-2">
          {fillNodes(words.method[trail.method], { translatedBy: by, date: day(trail.translated) })}
          {review && <> {review}</>}
        </p>
        <p className="mt-2">
          {fillNodes(words.backTranslation[trail.backTranslation.method], {
            date: day(trail.backTranslation.checked),
          })}
        </p>
      </section>
    </>
  );
}
