import Link from 'next/link';
import { Mail, MapPin, Phone } from 'lucide-react';
import { corpusIn } from '@/lib/content/localized';
import { dictionaries } from '@/lib/i18n/dictionary';
import type { Lang } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/text';
import { navigationFor, topicLinks, type NavLink } from '@/lib/site/navigation';
import { site } from '@/lib/site/settings';
import { footerSocialLinks } from '@/lib/site/social';
import { BrandLinkList } from '@/components/ui/brand-link-list';
import { Logo } from './logo';

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              hrefLang={link.hrefLang}
              className="text-night-300 inline-block py-1 hover:text-white"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The footer's topic links: the spec's four categories, named and linked in the language. */
function footerTopics(lang: Lang): NavLink[] {
  const { categories } = corpusIn(lang);
  const nav = navigationFor(lang);
  return topicLinks.map(({ href }) => {
    const slug = href.split('/').pop()!;
    const name = categories.find((c) => c.slug === slug)?.name;
    return { name: name ?? slug, href: nav.categoryHref(slug) };
  });
}

export function SiteFooter({ lang = 'en' }: { lang?: Lang }) {
  const words = dictionaries[lang].shell.footer;
  const nav = navigationFor(lang);
  const topics = lang === 'en' ? topicLinks : footerTopics(lang);
  return (
    <footer className="bg-night-900 text-night-300 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <div className="[&_a]:text-white [&_span]:text-white">
            <Logo href={nav.home.href} />
          </div>
          <p className="mt-4 text-sm leading-relaxed">{words.blurb}</p>
          <BrandLinkList
            label={words.social}
            newTab={dictionaries[lang].shell.newTab}
            className="mt-5"
            links={footerSocialLinks.map((link) => ({
              brand: link.brand,
              href: link.href,
              label: fill(words.onNetwork, { site: site.name, network: link.name }),
            }))}
            linkClassName="size-10 bg-night-800 text-night-200 hover:bg-brand-700 hover:text-white"
          />
        </div>
        <LinkList title={words.quickLinks} links={[...nav.quickLinks, nav.firstAidLink]} />
        <LinkList
          title={words.topics}
          links={[...topics, { name: words.allTopics, href: nav.topicsHubLink.href }]}
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
            {words.contact}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-start gap-3">
              <Mail className="text-night-teal mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${site.email}`} className="inline-block py-0.5 hover:text-white">
                {site.email}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Phone className="text-night-teal mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`tel:${site.phone.tel}`} className="inline-block py-0.5 hover:text-white">
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <MapPin className="text-night-teal mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{site.office.label}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-night-800 border-t">
        {/* Clear of the floating buttons at the end of the page: below them on small screens,
            beside them on wide ones (e2e/site/floating-clearance.spec.ts). */}
        <div className="text-night-400 mx-auto max-w-7xl space-y-2 px-4 pt-6 pb-40 text-xs sm:px-6 md:pr-24 md:pb-8">
          <p>
            © {site.copyrightYear} {site.name}. {words.rights}
          </p>
          <p>{words.disclaimer}</p>
          <p>
            <Link
              href={nav.editorialPolicyLink.href}
              hrefLang={nav.editorialPolicyLink.hrefLang}
              className="text-night-200 inline-block py-1 underline hover:text-white"
            >
              {dictionaries[lang].shell.nav.editorialPolicy}
            </Link>
            {words.editorialPolicy}
          </p>
        </div>
      </div>
    </footer>
  );
}
