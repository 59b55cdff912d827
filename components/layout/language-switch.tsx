'use client';

import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { Languages } from 'lucide-react';
import { languageOf, pathIn, pathWithoutLanguage, type Lang } from '@/lib/i18n/languages';

/** The pages every language has, besides the home page, the articles and the categories. */
const SHARED = ['/about', '/contact', '/topics'];
const STORAGE_KEY = 'healthhub-language';

/** What the switch knows of the other language's content. */
export type OtherLanguage = {
  /** The ids of the articles translated into Hindi. */
  translated: readonly string[];
  /** The slugs of the categories with no article in the other language. */
  emptyCategories: readonly string[];
};

/**
 * The same page in the other language: an article's translation (or that language's home when it
 * has none), a category's page (or that language's topics hub when the category has no article
 * there: no link of the site leads to an empty category), the shared pages; any other page leads
 * to the other home.
 */
export function otherLanguagePath(
  pathname: string,
  { translated, emptyCategories }: OtherLanguage,
): string {
  const other: Lang = languageOf(pathname) === 'en' ? 'hi' : 'en';
  const path = pathWithoutLanguage(pathname);
  const article = /^\/blog\/([^/]+)/.exec(path)?.[1];
  if (article)
    return other === 'en' || translated.includes(article)
      ? pathIn(other, `/blog/${article}`)
      : pathIn(other, '/');
  const category = /^\/category\/([^/]+)/.exec(path)?.[1];
  if (category)
    return pathIn(other, emptyCategories.includes(category) ? '/topics' : `/category/${category}`);
  return pathIn(other, SHARED.includes(path) ? path : '/');
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const remembered = () => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/**
 * The way to this page in the other language, named in that language: a link in the header; in
 * the phone menu, a button beside the menu's settings (the menu's links are the site's pages). A
 * choice is remembered on this device for the switch alone: it stands out on pages of the other
 * language, and never sends a reader anywhere by itself.
 */
export function LanguageSwitch({
  otherLanguage,
  label,
  name,
  compact = false,
  asButton = false,
}: {
  otherLanguage: OtherLanguage;
  /** What it shows: the other language's name, in that language. */
  label: string;
  /** Its accessible name, which contains the label: "हिन्दी में पढ़ें". */
  name: string;
  /** In the header: the icon alone below 1280 px, where the bar has no room for the word. */
  compact?: boolean;
  /** In the menu: a button that goes to the page. */
  asButton?: boolean;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const other: Lang = languageOf(pathname) === 'en' ? 'hi' : 'en';
  const preferred = useSyncExternalStore(subscribe, remembered, () => null) === other;
  const href = otherLanguagePath(pathname, otherLanguage);
  const remember = () => {
    try {
      localStorage.setItem(STORAGE_KEY, other);
    } catch {
      // Storage refused (private mode): the switch still works.
    }
  };
  const className = `inline-flex min-h-10 shrink-0 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium ${preferred ? 'bg-brand-700 hover:bg-brand-deep text-white' : 'border border-slate-300 text-slate-700 hover:bg-slate-100'}`;
  const content = (
    <>
      <Languages className="size-4" aria-hidden="true" />
      {/* An English page has no Devanagari font but the label's own (app/fonts.ts). */}
      <span
        className={`${compact ? 'sr-only xl:not-sr-only' : ''} ${other === 'hi' ? 'font-[family-name:var(--font-hindi-name)]' : ''}`}
      >
        {label}
      </span>
    </>
  );
  if (asButton)
    return (
      <button
        type="button"
        lang={other}
        aria-label={name}
        data-language-switch=""
        onClick={() => {
          remember();
          router.push(href);
        }}
        className={className}
      >
        {content}
      </button>
    );
  return (
    <Link
      href={href}
      lang={other}
      hrefLang={other}
      aria-label={name}
      data-language-switch=""
      onClick={remember}
      className={className}
    >
      {content}
    </Link>
  );
}
