// The contact page in a language (/contact, /hi/contact): the booking form and the other ways to
// reach the team. Both routes draw it; the form's own words come from the LanguageProvider.
import type { Metadata } from 'next';
import Link from 'next/link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from '@/components/contact/contact-form';
import { BrandLinkList } from '@/components/ui/brand-link-list';
import { PageHeader } from '@/components/ui/page-header';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { pageMetadata } from '@/lib/seo/metadata';
import { site } from '@/lib/site/settings';
import { socialLinks } from '@/lib/site/social';

/** The contact page's title, description, canonical URL and alternates (it exists in English and Hindi). */
export function contactPageMetadata(lang: Lang = 'en'): Metadata {
  const { title, description } = dictionaries[lang].forms.contactPage;
  return pageMetadata({ title, description, path: '/contact', lang, languages: ['en', 'hi'] });
}

export function ContactPage({ lang = 'en' }: { lang?: Lang }) {
  const words = dictionaries[lang].forms.contactPage;
  const contactItems = [
    { icon: Mail, label: words.email, value: site.email, href: `mailto:${site.email}` },
    { icon: Phone, label: words.phone, value: site.phone.display, href: `tel:${site.phone.tel}` },
    // The office's address is written in English: a Hindi page says so.
    {
      icon: MapPin,
      label: words.office,
      value: site.office.label,
      href: undefined,
      valueLang: lang === 'en' ? undefined : 'en',
    },
  ];
  // The privacy policy is in English only: a Hindi page's link says so (in its words, and hrefLang).
  const privacyHrefLang = lang === 'en' ? undefined : 'en';
  return (
    <>
      <PageHeader wide title={words.title} lead={words.lead} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="form-title" className="rounded-2xl border border-slate-200 p-6">
          <h2 id="form-title" className="text-xl font-semibold text-slate-900">
            {words.formTitle}
          </h2>
          <p className="mt-2 text-slate-600">{words.formIntro}</p>
          <p className="mt-2 mb-6 text-sm text-slate-600">
            {words.privacy.text}{' '}
            <span className="whitespace-nowrap">
              (
              <Link
                href="/privacy"
                hrefLang={privacyHrefLang}
                className="text-brand-800 inline-block py-1 underline underline-offset-2"
              >
                {words.privacy.link}
              </Link>
              {words.privacy.close}
            </span>
          </p>
          <ContactForm />
        </section>
        <aside aria-labelledby="reach-title" className="space-y-6">
          <h2 id="reach-title" className="text-xl font-semibold text-slate-900">
            {words.reachTitle}
          </h2>
          <ul className="space-y-4">
            {contactItems.map(({ icon: Icon, label, value, href, valueLang }) => (
              <li key={label} className="flex gap-3">
                <Icon
                  className="text-brand-700 dark:text-brand-500 mt-1 size-5 shrink-0"
                  aria-hidden="true"
                />
                <div>
                  <p className="text-sm font-medium text-slate-600">{label}</p>
                  {href ? (
                    <a
                      href={href}
                      className="hover:text-brand-800 inline-block py-0.5 font-medium text-slate-900"
                    >
                      {value}
                    </a>
                  ) : (
                    <p lang={valueLang} className="font-medium text-slate-900">
                      {value}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <BrandLinkList
            label={words.social}
            newTab={dictionaries[lang].shell.newTab}
            links={socialLinks.map((link) => ({
              brand: link.brand,
              href: link.href,
              label: link.name,
            }))}
            linkClassName="size-11 bg-slate-100 text-slate-700 hover:bg-brand-700 hover:text-white"
            iconClassName="size-5"
          />
        </aside>
      </div>
    </>
  );
}
