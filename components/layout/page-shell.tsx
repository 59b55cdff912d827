import type { Metadata, Viewport } from 'next';
import { ChatWidget } from '@/components/chat/chat-widget';
import { ContentCheck } from '@/components/content/content-check';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { FocusClearance } from '@/components/layout/focus-clearance';
import { HydrationMarker } from '@/components/layout/hydration-marker';
import { RegisterServiceWorker } from '@/components/offline/register-service-worker';
import { ScrollReset } from '@/components/layout/scroll-reset';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { ThemeScript } from '@/components/theme/theme-script';
import { SiteFooter } from '@/components/layout/site-footer';
import { HEADER_END_ID, SiteHeader } from '@/components/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { clientDictionaries, dictionaries } from '@/lib/i18n/dictionary';
import { emergencyNumbersLine } from '@/lib/site/call-numbers';
import { fill } from '@/lib/i18n/text';
import type { Lang } from '@/lib/i18n/languages';
import { feedLink } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';
import { THEME_COLOURS } from '@/lib/site/theme';

/** What every page's head says unless the page says otherwise, in the page's language. */
export function shellMetadata(lang: Lang): Metadata {
  const words = dictionaries[lang].shell.site;
  return {
    metadataBase: new URL(site.url),
    title: fill(words.title, { site: site.name }),
    description: words.description,
    applicationName: site.name,
    alternates: { types: feedLink },
  };
}

export const shellViewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: THEME_COLOURS.light },
    { media: '(prefers-color-scheme: dark)', color: THEME_COLOURS.dark },
  ],
};

/**
 * The whole document around a page: head, skip link, header, main, footer, chat, toasts and the
 * service worker, in the page's language. Each language's root layout draws it (and the 404 page,
 * which has no layout); it hands the page's client components their language's words.
 */
export function PageShell({
  lang,
  fontClass,
  children,
}: {
  lang: Lang;
  /** The class that defines the font variables the page's text uses. */
  fontClass: string;
  children: React.ReactNode;
}) {
  return (
    // The theme script sets data-theme on <html> before React hydrates it.
    <html lang={lang} className={fontClass} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's document: next/head is the pages router's */}
      <head>
        <ThemeScript />
        {/* No frame is drawn until the whole header is parsed: drawn in part (the HTML arrives
            in pieces), its search box moved aside as the switches after it arrived. */}
        <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col font-sans">
        <LanguageProvider
          lang={lang}
          dictionary={lang === 'en' ? undefined : clientDictionaries[lang]}
        >
          <a
            href="#main"
            className="text-brand-800 bg-surface sr-only z-50 rounded-md px-4 py-2 font-semibold shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {dictionaries[lang].shell.skipLink}
          </a>
          <HydrationMarker />
          <ScrollReset />
          <FocusClearance />
          <SiteHeader lang={lang} />
          <main id="main" tabIndex={-1} className="flex-1 outline-none">
            <ContentCheck>{children}</ContentCheck>
          </main>
          <SiteFooter lang={lang} />
          <ChatWidget
            emergencyLine={emergencyNumbersLine(dictionaries[lang].client.shell.emergency, lang)}
          />
          <ScrollToTop />
          <Toaster />
          <RegisterServiceWorker />
        </LanguageProvider>
      </body>
    </html>
  );
}
